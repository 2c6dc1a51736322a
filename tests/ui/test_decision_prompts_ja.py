"""The Japanese questions say what the English prompts say beyond their decision's kind: what
a target must be (CR 115.1), what a cost taps (CR 601.2h), a card looked at and maybe revealed
(Delver of Secrets), a process repeated (Trade Secrets), a sacrifice offered (Prowling
Pangolin), how many mulligans were taken and cards are still to go to the bottom (CR 103.5),
what is divided (CR 601.2d) and where a commander goes (CR 903.9a-b). The web client gets the
same question as the decision's ``prompt_ja``, shown to the deciding player only."""

from __future__ import annotations

from manastack.decisions.actions import (
    ActivateAbility,
    CastSpell,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
)
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.choices import ChoiceMaker
from manastack.ui.describe import Describer
from tests.reference_cards import ARC_LIGHTNING


def _asked(d: Driver, lang: str) -> str:
    """The pending question as its player reads it in ``lang``."""
    dec = d.decision
    return Describer(d.game, dec.player, lang).prompt(dec.kind, dec.prompt)


def _prompt_ja(d: Driver, player: int) -> str | None:
    decision = d.game.view(player)["decision"]
    return decision.get("prompt_ja") if decision else None


def test_a_target_says_what_it_must_be_in_the_cards_words() -> None:
    """CR 115.1, 601.2c: Shock's target is asked for with the card's own words for it (「…を
    対象とする」), as the English names it ("any target")."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", "hand"), "normal"))
    d.expect("target")
    assert _asked(d, "en") == "Choose a target: any target (Shock)"
    assert _asked(d, "ja") == ("対象を選んでください（クリーチャー１体かプレインズウォーカー１体か"
                               "プレイヤー１人を対象とする）。（ショック）")
    assert _prompt_ja(d, 0) is not None and _prompt_ja(d, 1) is None


def test_a_tap_cost_says_what_it_taps_in_the_cards_words() -> None:
    """CR 601.2h, 602.2b: Cryptic Gateway's cost is paid by choosing the creatures to tap;
    the Japanese question says the card's 「あなたがコントロールするアンタップ状態の
    クリーチャーを２体タップする」; then its "you may put" reads as such."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cryptic Gateway", "Screaming Seahawk", "Glory Seeker")
    s.hand(0, "Aven Brigadier")
    d = Driver(s.build())
    d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)))
    d.expect("cost_tap")
    assert _asked(d, "ja") == ("コストとしてタップするパーマネントを選んでください（あなたが"
                               "コントロールするアンタップ状態のクリーチャーを２体タップする）。"
                               "（謎めいた門の能力）")
    d.choose(d.find("Screaming Seahawk"))
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.expect("choose_cards")
    assert _asked(d, "ja") == ("戦場に出すクリーチャー・カードを選んでください（出さないことも"
                               "できます）。（謎めいた門の能力）")


def test_delvers_reveal_names_the_card_to_its_controller_only() -> None:
    """Delver of Secrets: its controller looks at the top card and is asked whether to reveal
    it, the question naming it (「ショックを公開しますか？」, as "Reveal Shock?"); the other
    player's view has no question of its words (CR 701.20a-b: the card is hidden to them)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Delver of Secrets")
    s.library(0, "Shock", "Island", "Island")
    s.library(1, "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind != "may":
        d.act(d.decision.player, PassPriority())
    assert _asked(d, "en") == "Reveal Shock? (Delver of Secrets)"
    assert _asked(d, "ja") == "ショックを公開しますか？（秘密を掘り下げる者）"
    assert _prompt_ja(d, 0) == "ショックを公開しますか？" and _prompt_ja(d, 1) is None


def test_trade_secrets_asks_how_many_and_whether_to_repeat() -> None:
    """Trade Secrets: its caster chooses how many of up to four cards to draw, then the
    opponent whether to repeat the process, each said in Japanese."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Trade Secrets")
    s.library(0, *["Island"] * 10)
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    d.cast(0, "Trade Secrets", targets=[1])
    d.resolve()
    d.expect("choose_number")
    assert _asked(d, "ja") == "カードを最大４枚まで引きます。何枚引きますか？（企業秘密）"
    d.choose(1)
    d.expect("may")
    assert _asked(d, "en") == "Repeat the process? (Trade Secrets)"
    assert _asked(d, "ja") == ("この手順を繰り返しますか？（あなたはカードを２枚引き、その後、"
                               "呪文のコントローラーはカードを最大４枚まで引く）（企業秘密）")


def test_prowling_pangolins_question_says_the_sacrifice() -> None:
    """Prowling Pangolin: each player is asked whether to sacrifice two creatures, and that
    the Pangolin is sacrificed if they do, in the card's words."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Glory Seeker")
    s.hand(0, "Prowling Pangolin")
    s.battlefield(1, "Goblin Sledder", "Nosy Goblin")
    d = Driver(s.build())
    d.cast(0, "Prowling Pangolin")
    d.resolve()
    d.resolve()
    d.expect("may")
    assert _asked(d, "ja") == ("クリーチャーを２体生け贄に捧げますか？（そうした場合、うろつく"
                               "センザンコウを生け贄に捧げる）（うろつくセンザンコウ）")


def test_a_cost_paid_any_number_of_times_names_the_cost() -> None:
    """CR 601.2b, 608.2d: Intrepid Adversary asks how many times {1}{W} is paid."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.hand(0, "Intrepid Adversary")
    d = Driver(s.build())
    d.cast(0, "Intrepid Adversary")
    d.resolve()
    d.resolve()
    d.expect("choose_number")
    assert _asked(d, "ja") == "{1}{W}を何回支払いますか？（剛胆な敵対者）"


def test_mulligans_taken_and_cards_left_to_put_on_the_bottom() -> None:
    """CR 103.5: the mulligan question says how many were taken, and the cards put on the
    bottom of the library after keeping how many are left."""
    game = Game.new([["Forest"] * 20 + ["Glory Seeker"] * 20] * 2, seed=2)
    d = Driver(game)
    d.choose(0)
    d.expect("mulligan")
    assert _asked(d, "ja") == "初期手札をキープしますか、マリガンしますか？（マリガン0回済み）"
    d.choose("mulligan")
    d.choose("keep")
    d.expect("bottom_cards")
    assert _asked(d, "en") == "Put a card on the bottom of your library (1 left)"
    assert _asked(d, "ja") == "ライブラリーの一番下に置くカードを選んでください（残り1枚）。"


def test_a_division_says_how_much_is_divided() -> None:
    """CR 601.2d: Defend the Celestus divides three +1/+1 counters among its targets, in
    their order; the Japanese question says they are counters and of what kind."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Defend the Celestus")
    d = Driver(s.build())
    d.cast(0, "Defend the Celestus", targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")],
           pay=False)
    if d.decision.kind == "target":
        d.choose(None)
    d.expect("divide")
    assert _asked(d, "ja") == ("＋１/＋１カウンター3個を対象に割り振ってください（数は対象を選んだ順）。"
                               "（セレスタス防衛）")


def test_head_games_says_how_many_cards_are_left_to_find() -> None:
    """Head Games: the caster finds as many cards as the opponent had, the question saying
    how many are still to be found, as the English does."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Head Games")
    s.hand(1, "Shock", "Smother")
    s.library(1, "Island", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Head Games", targets=[1])
    d.resolve()
    d.expect("search")
    assert _asked(d, "ja") == "そのプレイヤーの手札に加えるカードを選んでください（残り2枚）。（頭脳いじり）"
    d.choose(d.find("Island", zone="library"))
    assert _asked(d, "ja") == "そのプレイヤーの手札に加えるカードを選んでください（残り1枚）。（頭脳いじり）"


def test_a_commanders_owner_is_told_where_it_is_going() -> None:
    """CR 903.9a: a commander put into the graveyard may go from there to the command zone;
    CR 903.9b: one that would be put into its owner's hand may go to the command zone
    instead. Each question names the zone, in both languages."""
    for spell, en, ja in (
            ("Go for the Throat", "Put your commander from your graveyard into the command zone?",
             "あなたの統率者を墓地から統率領域に置きますか？"),
            ("Chain of Vapor", "Put your commander into the command zone instead of your hand?",
             "あなたの統率者を手札に置く代わりに統率領域に置きますか？")):
        s = Scenario(players=2, seed=1, format="commander")
        s.commander(0, "Visara the Dreadful", zone="battlefield")
        s.battlefield(1, "Swamp", "Swamp", "Island")
        s.hand(1, spell)
        for p in range(2):
            s.library(p, "Swamp", "Swamp")
        s.at("precombat_main", active=1)
        d = Driver(s.build())
        d.cast(1, spell, targets=[d.find("Visara the Dreadful")])
        d.resolve()
        d.expect("commander_zone")
        assert _asked(d, "en") == f"{en} (Visara the Dreadful)"
        assert _asked(d, "ja") == f"{ja}（戦慄をなす者ヴィザラ）"


def test_a_further_optional_mode_is_asked_as_such() -> None:
    """CR 700.2: Drown in Dreams with a commander under its caster's control may have both
    modes; the second is optional, the question says so."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone="battlefield")
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Drown in Dreams")
    for p in range(2):
        s.library(p, "Forest", "Plains", "Swamp")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Drown in Dreams", "hand"), "normal"))
    d.expect("mode")
    assert _asked(d, "ja") == "モードを選んでください。（夢まみれ）"
    d.choose(0)
    d.expect("mode")
    assert _asked(d, "en") == "Choose another mode, or none (Drown in Dreams)"
    assert _asked(d, "ja") == "追加のモードを選んでください（選ばずに終えることもできます）。（夢まみれ）"


def test_a_copys_current_target_is_marked_among_its_new_targets() -> None:
    """CR 707.10c: the copy of Chain of Vapor may keep its target, Crafty Pathmage; that
    answer says so, in both languages, the others don't."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Island", "Glory Seeker")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Crafty Pathmage", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Chain of Vapor", targets=[d.find("Crafty Pathmage")])
    d.resolve()
    d.choose(True)
    d.choose(d.ids("Island", player=1)[0])
    d.choose(True)
    d.expect("new_target")
    for lang, mark in (("en", " (current target: keep it)"), ("ja", "（今の対象：そのままにする）")):
        labels = [c.label for c in ChoiceMaker(Describer(d.game, 1, lang)).choices(
            "new_target", list(d.decision.actions))]
        assert [x for x in labels if x.endswith(mark)] == [labels[0]]
        assert labels[0] == {"en": "Crafty Pathmage", "ja": "狡猾な抜け道魔道士"}[lang] + mark


def test_a_payment_made_as_a_spell_resolves_says_what_it_is_for() -> None:
    """CR 118.12: Complicate's "unless its controller pays {3}": the payment, once agreed,
    says in Japanese that it keeps the spell from being countered, as the English does."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3)
    s.hand(0, "Complicate")
    s.library(0, "Island")
    s.battlefield(1, *["Mountain"] * 4)
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Complicate", targets=[shock])
    d.resolve()
    d.choose("pay")
    d.expect("pay_mana")
    assert _asked(d, "en") == "Pay {3} (so that the spell isn't countered) (Complicate)"
    assert _asked(d, "ja") == "コストを支払ってください（呪文が打ち消されないように）。（残り{3}）（紛糾）"


def test_read_the_runes_asks_each_sacrifice_instead_of_a_discard() -> None:
    """Read the Runes (X = 3): a permanent may be sacrificed instead of each discard; the
    question says so and how many are left (ONS-FAQ-192)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Read the Runes")
    s.library(0, "Shock", "Smother", "Swat", "Island")
    d = Driver(s.build())
    d.cast(0, "Read the Runes", x=3)
    d.resolve()
    d.expect("sacrifice")
    assert _asked(d, "ja") == ("カードを１枚捨てる代わりにパーマネントを１つ生け贄に捧げますか？"
                               "（あと3回）（ルーンの解読）")


def test_a_counter_removed_for_a_cost_is_named_with_the_counters_left() -> None:
    """CR 601.2h, 118.3: Light Up the Night's flashback removes X loyalty counters from among
    its caster's planeswalkers; the question names the kind (忠誠カウンター) and how many are
    left, as the English does."""
    s = Scenario(seed=1)
    s.graveyard(0, "Light Up the Night")
    s.battlefield(0, *["Mountain"] * 4)
    s.battlefield(0, "Arlinn, the Pack's Hope", counters={"loyalty": 1})
    s.battlefield(0, "Wrenn and Seven")
    s.battlefield(1, "Bounding Wolf")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Light Up the Night", "graveyard"), "flashback"))
    d.choose(2)
    d.choose(1)
    d.pay()
    d.expect("cost_remove_counter")
    assert _asked(d, "en") == ("Choose a permanent to remove a loyalty counter from (2 left) "
                               "(Light Up the Night)")
    assert _asked(d, "ja") == ("コストとして忠誠カウンターを取り除くパーマネントを選んでください"
                               "（残り2個）。（夜を照らす）")


def test_custody_battles_sacrifice_says_what_it_keeps() -> None:
    """Custody Battle: the enchanted creature's controller may sacrifice a land to keep it;
    the question says so (ONS-FAQ-119)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Custody Battle")
    s.battlefield(1, "Glory Seeker", "Plains")
    s.library(0, *["Mountain"] * 3)
    s.library(1, *["Mountain"] * 3)
    d = Driver(s.build())
    d.cast(0, "Custody Battle", targets=[d.find("Glory Seeker")])
    d.resolve()
    while not (d.state.turn == 4 and d.state.stack):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    d.choose(0)
    d.resolve()
    d.expect("sacrifice")
    assert _asked(d, "ja") == ("このクリーチャーのコントロールを失わないために土地を１つ生け贄に"
                               "捧げますか？（栄光の探求者の能力）")


def _blocked_by(attacker: str, blockers: list[str], counters: int = 0) -> Driver:
    """Player 0's ``attacker`` attacks and is blocked by all of player 1's ``blockers``."""
    s = Scenario(seed=1)
    s.battlefield(0, attacker, counters={"+1/+1": counters} if counters else None)
    s.battlefield(1, *blockers)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    a = d.find(attacker, player=0)
    d.to_combat()
    d.attack([a])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    for b in [b for b in d.state.battlefield if d.state.objects[b].controller == 1]:
        d.act(1, DeclareBlocker(b, a))
    d.act(1, FinishDeclaration())
    while d.decision.kind == "priority":
        d.pass_priority()
    return d


def test_combat_damage_assignment_says_how_it_is_divided() -> None:
    """CR 510.1c: an attacker blocked by two creatures divides its damage, one amount per
    blocker; with 10 power and five blockers, one recipient at a time, the question says
    which of how many and how much is left, as the English does."""
    d = _blocked_by("Morkrut Behemoth", ["Glory Seeker"] * 2)
    d.expect("damage_assignment")
    assert _asked(d, "ja") == ("戦闘ダメージの割り振りを選んでください（ブロック・クリーチャーごとに"
                               "１つの数）。（モークラットのビヒモス）")
    d = _blocked_by("Morkrut Behemoth", ["Glory Seeker"] * 5, counters=3)
    assert _asked(d, "en") == ("Combat damage to assign to recipient 1 of 5 (10 left) "
                               "(Morkrut Behemoth)")
    assert _asked(d, "ja") == ("5つの割り振り先のうち1つ目に割り振る戦闘ダメージを選んでください"
                               "（残り10点）。（モークラットのビヒモス）")


def test_divided_damage_is_said_to_be_damage() -> None:
    """CR 601.2d: Arc Lightning (a card defined for the tests) divides 3 damage among its
    targets; the Japanese question says it is damage, in points."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, ARC_LIGHTNING.name)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, ARC_LIGHTNING.name, targets=[d.find("Elvish Warrior"), 1], pay=False)
    if d.decision.kind == "target":
        d.choose(None)
    d.expect("divide")
    assert _asked(d, "ja") == ("3点のダメージを対象に割り振ってください（数は対象を選んだ順）。"
                               "（Arc Lightning（英語名））")


def test_a_cards_own_choice_of_cards_reads_as_its_english() -> None:
    """A choice of cards a card words itself says what it is for and that none may be
    chosen, where the bare 「カードを選んでください。」 was shown: Eccentric Farmer's "you may
    return a land card from your graveyard", Loyal Gryff's "return another creature"."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 3)
    s.hand(0, "Eccentric Farmer")
    s.library(0, "Forest", "Plains", "Shock", "Island")
    d = Driver(s.build())
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()
    d.expect("choose_cards")
    assert _asked(d, "ja") == ("あなたの墓地からあなたの手札に戻す土地・カードを選んでください"
                               "（選ばないこともできます）。（風変わりな農夫の能力）")
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3, "Glory Seeker")
    s.hand(0, "Loyal Gryff")
    d = Driver(s.build())
    d.cast(0, "Loyal Gryff")
    d.resolve()
    d.resolve()
    d.expect("choose_cards")
    assert _asked(d, "ja") == ("オーナーの手札に戻す、あなたがコントロールしている他のクリーチャーを"
                               "選んでください（選ばないこともできます）。（忠実なグリフの能力）")


def test_blackmails_reveal_and_choice_say_how_many_and_what_for() -> None:
    """Blackmail: the target player chooses three cards to reveal, the question saying how
    many are left; then the caster chooses the one that player discards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail")
    s.hand(1, "Shock", "Smother", "Swat", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Blackmail", targets=[1])
    d.resolve()
    d.expect("choose_cards")
    assert _asked(d, "ja") == "公開するカードを選んでください（残り3枚）。（脅迫状）"
    for name in ("Shock", "Smother", "Swat"):
        d.choose(d.find(name, zone="hand"))
    assert d.expect("choose_cards").player == 0
    assert _asked(d, "ja") == "そのプレイヤーが捨てるカードを選んでください。（脅迫状）"


def test_the_number_of_cards_exiled_for_an_additional_cost_says_which() -> None:
    """CR 601.2b: Gorex, the Tombshell's caster announces how many creature cards to exile
    from their graveyard for its additional cost; the question says the card's cost."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.hand(0, "Gorex, the Tombshell")
    s.graveyard(0, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Gorex, the Tombshell", "hand"), "normal"))
    d.expect("exile_count")
    assert _asked(d, "ja") == ("追放するカードの枚数を選んでください（あなたはあなたの墓地にある望む"
                               "枚数のクリーチャー・カードを追放してもよい）。（墓甲羅、ゴーレックス）")


def test_a_copy_to_cast_is_chosen_among_the_copies() -> None:
    """CR 707.12: Bloodthirsty Adversary's copies of the exiled cards may be cast without
    paying their mana costs; the question asks which to cast, or none, as the English does
    (not a yes-or-no question: the answers are the copies)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 8)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    d.choose(d.find("Shock", "graveyard"))
    d.resolve()
    d.expect("cast_copy")
    assert _asked(d, "en").startswith("Cast a copy without paying its mana cost (or stop)")
    assert _asked(d, "ja").startswith("マナ・コストを支払わずに唱えるコピーを選んでください"
                                      "（唱えずに終えることもできます）。")


def test_tempting_wurms_opponent_is_asked_which_cards_to_put_onto_the_battlefield() -> None:
    """Tempting Wurm: each opponent may put any number of artifact, creature, enchantment and
    land cards from their hand onto the battlefield; the Japanese question says so."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 2)
    s.hand(0, "Tempting Wurm")
    s.hand(1, "Forest", "Shock")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    assert d.expect("choose_cards").player == 1
    assert _asked(d, "ja") == ("あなたの手札から戦場に出すアーティファクト・カードとクリーチャー・"
                               "カードとエンチャント・カードと土地カードを望む枚数選んでください"
                               "（出さないこともできます）。（誘うワームの能力）")


def test_a_reveal_land_and_the_cleanup_discard_say_what_they_ask() -> None:
    """Choked Estuary: as it enters, its controller may reveal an Island or Swamp card, the
    question saying a card may be revealed or not; CR 514.1: a player with eight cards in
    hand at cleanup discards down to seven, the question saying down to how many."""
    s = Scenario(players=2, seed=1)
    s.hand(0, "Choked Estuary", "Island")
    d = Driver(s.build())
    d.play_land(0, "Choked Estuary")
    d.expect("choose_cards")
    assert _asked(d, "ja") == "公開するカードを選んでください（公開しないこともできます）。（詰まった河口）"
    s = Scenario(seed=1)
    s.hand(0, *["Forest"] * 8)
    s.library(0, "Forest", "Forest")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    while d.decision.kind != "discard":
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    assert _asked(d, "en") == "Discard down to 7 cards"
    assert _asked(d, "ja") == "手札が7枚になるまで捨てるカードを選んでください。（残り1枚）"


def test_amass_asks_for_an_army_in_japanese() -> None:
    """CR 701.47a: Dreadhorde Invasion amasses: its controller chooses an Army they control,
    the question naming it (軍団)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dreadhorde Invasion")
    for p in range(2):
        s.library(p, "Island", "Island")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind != "choose_cards":
        d.pass_priority()
    assert _asked(d, "ja").startswith("あなたがコントロールしている軍団を１体選んでください。")


def test_animal_magnetisms_opponent_and_their_pick_are_asked_in_japanese() -> None:
    """Animal Magnetism with two opponents (CR 801.5b's example: its caster chooses which
    opponent chooses): "Choose an opponent", then that opponent's choice of the creature card
    put onto the battlefield, each said in Japanese where a bare 「プレイヤーを選んで
    ください。」 or 「カードを選んでください。」 was shown."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Animal Magnetism")
    s.library(0, "Glory Seeker", "Forest", "Elvish Warrior", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Animal Magnetism")
    d.resolve()
    d.expect("choose_player")
    assert _asked(d, "ja") == "対戦相手を１人選んでください。（動物の魅了）"
    d.choose(1)
    assert d.expect("choose_cards").player == 1
    assert _asked(d, "ja") == "戦場に出すクリーチャー・カードを選んでください。（動物の魅了）"


def test_meddles_new_target_says_what_it_must_be() -> None:
    """CR 115.7: Meddle changes the target of a spell with a single target to another
    creature; the question says the spell's new target is a creature, as the English does."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Meddle")
    s.battlefield(1, "Mountain", "Goblin Sky Raider")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[shock])
    d.resolve()
    d.expect("new_target")
    assert _asked(d, "en").startswith("Choose the creature the spell targets instead")
    assert _asked(d, "ja").startswith("その呪文が代わりに対象とするクリーチャーを選んでください。")
