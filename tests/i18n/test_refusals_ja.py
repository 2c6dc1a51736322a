"""Refusals in Japanese (CR 732.1): every reason the game gives for refusing an action is worded
in Japanese for a Japanese-speaking player, card names by their Japanese names, game terms in
the glossary's words, no English word left; the English stays as it was; a card the player
can't see stays unnamed in Japanese too (CR 401.2, 708.5)."""

from __future__ import annotations

import re
import string

import pytest

from manastack.decisions.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
    PlayLand,
    ResetDeclaration,
    SpecialAction,
)
from manastack.game import Game, IllegalActionError
from manastack.i18n.refusal_words import (
    DECISION_WORDS,
    REFUSALS,
    Refusal,
    Words,
    card_words,
    choice_refusal,
)
from manastack.rules.choices import IllegalChoiceError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.i18n.engine_words import decision_kinds
from tests.rules.test_illegal_action_scenarios import (
    TWOFOLD,
    _four_with_walkers,
    _nothing_allows,
    _two,
)

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
"""Two Latin letters in a row: an English word (a mana symbol {T}, X or a rule's letter
stands alone)."""


def english_left(game: Game, text: str) -> list[str]:
    """The English words of ``text``, other than "CR" and the players' names (the names the
    players chose, in no language)."""
    for p in game.state.players:
        text = text.replace(p.name, "")
    return [w for w in ENGLISH_WORD.findall(text) if w != "CR"]


def refused_ja(game: Game, player: int, action: object, *words: str) -> str:
    """``action`` is refused, the game as it was; the refusal in Japanese contains each of
    ``words`` and no English word, and the English is ``str`` of the error."""
    before = game.fingerprint()
    with pytest.raises(IllegalActionError) as err:
        game.apply(player, action)  # type: ignore[arg-type]
    assert game.fingerprint() == before
    e = err.value
    assert e.reason is not None and e.text("en") == str(e)
    ja = e.text("ja")
    assert english_left(game, ja) == [], ja
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", ja), ja
    for w in words:
        assert w in ja, (w, ja)
    return ja


def ja(name: str) -> str:
    return card_words(name).ja


def test_lands_refused_in_japanese() -> None:
    """CR 305.1-305.2, 305.9: a second land, a land outside the main phase or turn, a nonland
    played, a land on the battlefield played, a land cast."""
    s = _two()
    s.hand(0, "Mountain", "Forest", "Shock")
    s.at("upkeep", active=0)
    d = Driver(s.build())
    refused_ja(d.game, 0, PlayLand(d.find("Mountain")), "アップキープ", "メイン・フェイズ",
               "（CR 305.1）")
    refused_ja(d.game, 0, CastSpell(d.find("Forest")), f"{ja('Forest')}は土地です",
               "（CR 305.9）")
    refused_ja(d.game, 0, PlayLand(d.find("Shock")), f"{ja('Shock')}は土地ではありません")
    d.pass_until("precombat_main")
    d.play_land(0, "Mountain")
    refused_ja(d.game, 0, PlayLand(d.find("Forest")), "すでに1枚の土地をプレイしています",
               "（CR 305.2）")
    refused_ja(d.game, 0, PlayLand(d.find("Mountain")),
               f"{ja('Mountain')}は戦場にあり、あなたの手札にはありません")
    d.pass_until("precombat_main", turn=4)  # player 1's turn
    d.pass_priority()
    refused_ja(d.game, 0, PlayLand(d.find("Forest")), "あなたのターンではありません")


def test_spells_refused_in_japanese_and_a_hidden_card_stays_unnamed() -> None:
    """CR 307.1, 117.1a, 601.2a, 601.2f-h, 401.2: a creature spell with a spell on the stack,
    a spell whose cost can't be paid, a card of the opponent's hand (named 「非公開のカード」,
    not by its name)."""
    s = _two()
    s.battlefield(0, "Mountain", "Plains", "Plains")
    s.hand(0, "Shock", "Glory Seeker", "Wellwisher")
    s.hand(1, "Consider")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    hidden = refused_ja(d.game, 0, CastSpell(d.find("Consider")), "非公開のカード",
                        "（CR 601.2a, 401.2）")
    assert ja("Consider") not in hidden
    assert ja("Consider") not in refused_ja(d.game, 0, PlayLand(d.find("Consider")),
                                            "非公開のカード")
    d.cast(0, "Shock", targets=[1])
    refused_ja(d.game, 0, CastSpell(d.find("Glory Seeker")),
               f"{ja('Glory Seeker')}を唱えられるのは", "スタックが空ではありません",
               "瞬速")
    d.resolve()
    refused_ja(d.game, 0, CastSpell(d.find("Wellwisher")), f"{ja('Wellwisher')}はいまその方法"
               "では唱えられません", "総コスト")


def test_ways_to_cast_and_commanders_refused_in_japanese() -> None:
    """CR 601.2a, 601.3, 702.34a, 903.8: a way with no keyword, from the wrong zone, another
    player's graveyard, a way that doesn't exist, another's commander, the commander tax."""
    s = Scenario(players=2, seed=1, format="commander")
    for p in range(2):
        s.library(p, *["Forest"] * 10)
    s.commander(0, "Jareth, Leonine Titan")
    s.commander(1, "Leinore, Autumn Sovereign")
    s.battlefield(0, *["Plains"] * 7)
    s.commander_casts("Jareth, Leonine Titan", 1)
    s.hand(0, "Shock")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Galvanic Iteration")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    seeker, shock = d.find("Glory Seeker"), d.find("Shock")
    refused_ja(d.game, 0, CastSpell(seeker, "flashback"), "フラッシュバックを持っていません")
    refused_ja(d.game, 0, CastSpell(shock, "flashback"), "あなたの手札にあります",
               "「フラッシュバック」で唱えられるのは墓地からです")
    refused_ja(d.game, 0, CastSpell(seeker), "あなたの墓地にあります")
    refused_ja(d.game, 0, CastSpell(d.find("Galvanic Iteration"), "flashback"),
               "Player 2の墓地にあります", "他のプレイヤーのカード")
    refused_ja(d.game, 0, CastSpell(d.find("Leinore, Autumn Sovereign"), "commander"),
               f"{ja('Leinore, Autumn Sovereign')}はPlayer 2の統率者です", "（CR 903.8）")
    refused_ja(d.game, 0, CastSpell(d.find("Jareth, Leonine Titan"), "commander"),
               "統率者税{2}")
    refused_ja(d.game, 0, CastSpell(d.find("Jareth, Leonine Titan")), "統率領域にあります")
    # a way the game doesn't know is the player's own word, given back as it was
    message = refused_ja(d.game, 0, CastSpell(shock, "1"), "'1'という呪文の唱え方はありません",
                         "「通常の方法」")
    assert "normal" not in message



def test_a_way_to_cast_nothing_allows_refused_in_japanese() -> None:
    """CR 601.2a, 118.9: paying {0} rather than the mana cost with nothing allowing it."""
    d = _nothing_allows()
    refused_ja(d.game, 0, CastSpell(d.find("Gluttonous Zombie", "hand"), "paying_zero"),
               "「マナ・コストの代わりに{0}を支払って唱える方法」で唱えられません",
               "その方法で唱えることを許すものがありません")

def test_abilities_refused_in_japanese() -> None:
    """CR 602.2, 602.5, 302.6, 606.3, 702.26b, 601.2c: another's permanent's ability, a {T} ability
    of a sick or tapped creature, no such ability, a loyalty ability twice or outside sorcery
    timing, a name Pithing Needle names, a phased-out permanent, an ability with no legal
    target."""
    s = _two()
    s.battlefield(0, "Wellwisher", label="sick", sick=True)
    s.battlefield(0, "Wellwisher", label="tapped", tapped=True)
    s.battlefield(0, "Wellwisher", label="away", phased_out=True)
    s.battlefield(1, "Wellwisher", label="theirs")
    s.battlefield(0, "Arlinn, the Pack's Hope", "Mountain")
    s.at("upkeep", active=0)
    d = Driver(s.build())
    sick, tapped, away, theirs = d.ids("Wellwisher")
    w = ja("Wellwisher")
    refused_ja(d.game, 0, ActivateAbility(theirs, 0), f"{w}はPlayer 2がコントロールしています",
               "（CR 602.2）")
    refused_ja(d.game, 0, ActivateAbility(sick, 0), "コントロール下にあり続けていません",
               "（CR 302.6）")
    refused_ja(d.game, 0, ActivateAbility(tapped, 0), f"{w}はタップ状態です", "{T}")
    refused_ja(d.game, 0, ActivateAbility(sick, 7), f"{w}には7番の能力はありません")
    refused_ja(d.game, 0, ActivateAbility(away, 0), f"{w}はフェイズ・アウトしています")
    arlinn = d.find("Arlinn, the Pack's Hope")
    refused_ja(d.game, 0, ActivateAbility(arlinn, 1), "ソーサリーとしてのみ起動できます",
               "アップキープ")
    d.pass_until("precombat_main")
    plus = [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == arlinn][0]
    d.act(0, plus)
    d.resolve()
    refused_ja(d.game, 0, plus, ja("Arlinn, the Pack's Hope") + "の忠誠度能力はすでに")

    s = _two()
    s.battlefield(0, "Wellwisher")
    s.battlefield(1, "Pithing Needle", chosen={"card_name": "Wellwisher"})
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused_ja(d.game, 0, ActivateAbility(d.find("Wellwisher"), 0),
               f"{w}という名前の発生源の起動型能力は起動できません")

    s = _two()
    s.battlefield(0, "Aven Soulgazer", "Plains", "Plains", "Plains")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused_ja(d.game, 0, ActivateAbility(d.find("Aven Soulgazer"), 1),
               "選べる適正な対象がありません（CR 602.2b, 601.2c, 601.2e）")


def test_actions_of_the_wrong_kind_or_player_refused_in_japanese() -> None:
    """CR 117.1, 117.3, 104.3a: an action that doesn't answer the decision, another player's
    decision, no such player, something that is no action, a player who has left, a game
    that is over."""
    s = Scenario(players=3, seed=5)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused_ja(d.game, 0, Choose(1), "選択は優先権に対する答えではありません", "（CR 117.1）")
    refused_ja(d.game, 0, FinishDeclaration(), "指定の完了は優先権に対する答えではありません")
    refused_ja(d.game, 1, PassPriority(), "いまはPlayer 1の決定（優先権）で、Player 2の決定では"
               "ありません")
    refused_ja(d.game, 7, PassPriority(), "そのようなプレイヤーはいません：7")
    refused_ja(d.game, 0, "pass", "行動ではありません")
    d.act(0, CastSpell(d.find("Shock")))
    refused_ja(d.game, 0, PassPriority(), "優先権のパスは対象の選択に対する答えではありません",
               "答えは選択です")
    d.game.apply(2, Concede())
    refused_ja(d.game, 2, PassPriority(), "Player 3はゲームから離れています")
    d.game.apply(1, Concede())
    assert d.game.is_over
    refused_ja(d.game, 0, PassPriority(), "ゲームは終了しています")


def test_targets_modes_and_x_refused_in_japanese() -> None:
    """CR 601.2c, 115.1, 115.3, 702.16b, 702.18a, 702.11b-c, 700.2, 107.3: targets refused with
    the choices listed in Japanese and why each isn't legal; modes; a value of X."""
    s = _two()
    s.battlefield(0, "Mountain", "Plains")
    s.battlefield(1, "Skirk Fire Marshal", "Gigapede", "Sigarda, Heron's Grace", "Glory Seeker")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock")))
    plains = d.find("Plains", "battlefield")
    message = refused_ja(d.game, 0, Choose(plains), f"{plains}（{ja('Plains')}）は適正な対象では"
                         "ありません", "選択肢は0（Player 1）、",
                         f"{ja('Plains')}は対象の指定「クリーチャー１体かプレインズウォーカー１体か"
                         "プレイヤー１人を対象とする」に合いません（CR 115.1）")
    assert "any target" not in message
    refused_ja(d.game, 0, Choose(d.find("Skirk Fire Marshal")), "プロテクション（赤）")
    refused_ja(d.game, 0, Choose(d.find("Gigapede")), "被覆")
    refused_ja(d.game, 0, Choose(1), "Player 2は呪禁を持っています（CR 702.11c）")
    refused_ja(d.game, 0, Choose(d.find("Glory Seeker")), f"{ja('Glory Seeker')}は呪禁を持って",
               "（CR 702.11b）")
    hidden = d.find("Plains", "library")
    assert ja("Plains") not in refused_ja(d.game, 0, Choose(hidden),
                                          f"{hidden}（非公開のカード）は適正な対象ではありません")

    s = _two()
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Fever Charm", TWOFOLD, "Lunar Frenzy")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Fever Charm")))
    refused_ja(d.game, 0, Choose(2), "2は選べるモードではありません。選択肢は0、1です。",
               "モード2には対象が必要ですが")
    refused_ja(d.game, 0, Choose(5), "モード5はありません：モードは0から2までです")
    d.choose(1)
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    d.act(0, CastSpell(d.find("Twofold Fever")))
    d.choose(0)
    refused_ja(d.game, 0, Choose(0), "モード0はすでに選ばれています")


def test_descriptions_refused_in_the_cards_japanese_words() -> None:
    """CR 115.1, 700.2, 303.4a, 601.2h: a target or a cost's part is refused quoting what
    the card requires, in Japanese the card's own words for it, in English its English
    description: the chosen mode's target of a modal spell (not another mode's), a triggered
    ability's target, an Aura spell's enchant keyword, a part of an activated ability's
    cost."""
    s = _two()
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker", "Sage Aven")
    s.hand(0, "Fever Charm")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Fever Charm")))
    d.choose(2)
    seeker = d.find("Glory Seeker")
    refused_ja(d.game, 0, Choose(seeker), f"{ja('Glory Seeker')}は対象の指定「ウィザード・"
               "クリーチャー１体を対象とする」に合いません（CR 115.1）")
    with pytest.raises(IllegalActionError, match="Glory Seeker doesn't fit the target's "
                       "description, \"Wizard creature\""):
        d.choose(seeker)

    s = _two()
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Gluttonous Zombie")
    s.hand(0, "Brutal Cathar")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.expect("target")
    refused_ja(d.game, 0, Choose(d.find("Glory Seeker")),
               f"{ja('Glory Seeker')}は対象の指定「対戦相手がコントロールしているクリーチャー１体を"
               "対象とする」に合いません")

    s = _two()
    s.battlefield(0, "Island", "Island", "Elvish Warrior")
    s.hand(0, "Mistform Mask")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Mistform Mask", pay=False)
    d.expect("target")
    refused_ja(d.game, 0, Choose(d.find("Island")),
               f"{ja('Island')}は対象の指定「エンチャント（クリーチャー）」に合いません")

    s = _two()
    s.battlefield(0, "Cleaver Skaab", "Glory Seeker", "Gluttonous Zombie", "Swamp", "Swamp",
                  "Swamp")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.activate(0, "Cleaver Skaab")
    d.expect("cost_sacrifice")
    refused_ja(d.game, 0, Choose(d.find("Glory Seeker")),
               f"{ja('Glory Seeker')}はコスト「これ以外のゾンビ１体を生け贄に捧げる」の条件に"
               "合いません")


def test_costs_refused_in_japanese() -> None:
    """CR 601.2h, 701.21a, 118.3: a creature already chosen, an opponent's, a card in the
    hand, one not fitting the cost; a tapped permanent tapped for a cost; a permanent
    discarded; an opponent's card in hand, unnamed."""
    s = _two()
    s.battlefield(0, "Eater of Hope", "Glory Seeker", "Avacyn's Pilgrim", *["Swamp"] * 3)
    s.hand(0, "Gluttonous Zombie")
    s.battlefield(1, "Gluttonous Zombie")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    seeker, zombie = d.find("Glory Seeker"), d.find("Gluttonous Zombie", "battlefield")
    d.activate(0, "Eater of Hope", index=2, targets=[zombie], choices=[seeker])
    d.expect("cost_sacrifice")
    refused_ja(d.game, 0, Choose(seeker), "このコストを支払うためにすでに選ばれています")
    z = ja("Gluttonous Zombie")
    refused_ja(d.game, 0, Choose(zombie), f"{z}はPlayer 2がコントロールしています",
               "生け贄に捧げてよいのは", "（CR 701.21a）")
    refused_ja(d.game, 0, Choose(d.find("Gluttonous Zombie", "hand")),
               f"{z}はあなたの手札にあり、パーマネントではありません")
    message = refused_ja(d.game, 0, Choose(d.find("Swamp")),
                         f"{ja('Swamp')}はコスト「これ以外のクリーチャー２体を生け贄に捧げる」の"
                         "条件に合いません（CR 601.2h, 602.2b）")
    assert "another creature" not in message

    s = _two()
    s.battlefield(0, "Aphetto Grifter", "Crafty Pathmage", "Imagecrafter")
    s.battlefield(0, "Information Dealer", tapped=True)
    s.battlefield(1, "Sage Aven", "Forest")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.activate(0, "Aphetto Grifter", targets=[d.find("Forest")])
    d.expect("cost_tap")
    refused_ja(d.game, 0, Choose(d.find("Information Dealer")), "すでにタップ状態です",
               "（CR 118.3）")

    s = _two()
    s.battlefield(0, "Famished Foragers", *["Mountain"] * 3)
    s.hand(0, "Shock")
    s.hand(1, "Consider")
    s.library(0, "Island")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.activate(0, "Famished Foragers")
    d.expect("cost_discard")
    refused_ja(d.game, 0, Choose(d.find("Mountain")), "戦場にあります",
               "あなたの手札にあるカードだけです")
    message = refused_ja(d.game, 0, Choose(d.find("Consider")), "選択肢のいずれかではありません")
    assert ja("Consider") not in message


def test_attacks_and_blocks_refused_in_japanese() -> None:
    """CR 508.1a-b, 509.1a, 802.4a: attacks and blocks refused, each saying why in
    Japanese."""
    d, (a, b, _, _), arlinn, teferi = _four_with_walkers()
    raider = d.find("Goblin Sky Raider")
    seeker = ja("Glory Seeker")
    d.to_combat()
    refused_ja(d.game, 0, DeclareAttacker(a, 0), "Player 1はあなたの対戦相手ではありません")
    refused_ja(d.game, 0, DeclareAttacker(a, b), f"{seeker}は攻撃できません")
    refused_ja(d.game, 0, DeclareAttacker(raider, 3),
               f"{ja('Goblin Sky Raider')}はPlayer 4がコントロールしています")
    refused_ja(d.game, 0, DeclareAttacker(a, 99999), "オブジェクト99999は攻撃できません")
    refused_ja(d.game, 0, ResetDeclaration(), "まだ何も指定されていません")
    refused_ja(d.game, 0, PassPriority(), "攻撃クリーチャーの指定に対する答えではありません")
    d.act(0, DeclareAttacker(a, arlinn))
    refused_ja(d.game, 0, DeclareAttacker(a, 2), "すでに攻撃クリーチャーとして指定されています")
    d.act(0, DeclareAttacker(b, teferi))
    d.act(0, FinishDeclaration())
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    g1, g2 = d.ids("Glory Seeker", player=1)[0], d.ids("Glory Seeker", player=2)[0]
    refused_ja(d.game, 1, DeclareBlocker(g1, b), "他のプレイヤーかそのプレインズウォーカー",
               "（CR 509.1a, 802.4a）")
    refused_ja(d.game, 1, DeclareBlocker(g2, a),
               f"{seeker}はあなたではなくPlayer 3がコントロールしています")
    refused_ja(d.game, 1, DeclareBlocker(g1, g2), f"{seeker}は攻撃していません")
    refused_ja(d.game, 1, PassPriority(), "ブロック・クリーチャーの指定に対する答えでは")

    s = _two()
    s.battlefield(0, "Goblin Sky Raider", "Wall of Mulch", "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    raider, wall = d.find("Goblin Sky Raider"), d.find("Wall of Mulch")
    d.to_combat()
    refused_ja(d.game, 0, DeclareAttacker(wall, 1), f"{ja('Wall of Mulch')}は防衛を持っています")
    d.attack([raider, d.find("Glory Seeker", player=0)])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    refused_ja(d.game, 1, DeclareBlocker(d.find("Glory Seeker", player=1), raider),
               f"{ja('Goblin Sky Raider')}は飛行を持っています", "到達")


def test_face_down_and_mana_refused_in_japanese() -> None:
    """CR 116.2b, 702.37e, 708.5, 605.3: turning face up another's face-down creature (named
    only as 「裏向きのパーマネント」), a face-up one, one whose morph cost can't be paid, a
    special action that doesn't exist; mana that can't be made while paying."""
    s = _two()
    s.battlefield(0, "Skirk Commando", face_down=True, label="mine")
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Daru Lancer", face_down=True, label="theirs")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    mine, theirs = d.find("Skirk Commando"), d.find("Daru Lancer")
    message = refused_ja(d.game, 0, SpecialAction("turn_face_up", theirs),
                         "裏向きのパーマネントはPlayer 2がコントロールしています")
    assert ja("Daru Lancer") not in message
    refused_ja(d.game, 0, SpecialAction("turn_face_up", d.find("Glory Seeker")),
               "すでに表向きです")
    refused_ja(d.game, 0, SpecialAction("turn_face_up", mine),
               f"{ja('Skirk Commando')}はいま表向きにできません", "変異コスト")
    refused_ja(d.game, 0, SpecialAction("1", mine), "'1'という特別な処理はありません")

    s = _two()
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest", tapped=True)
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1], pay=False)
    d.expect("pay_mana")
    refused_ja(d.game, 0, ActivateManaAbility(d.find("Mountain"), 0, "U"),
               f"{ja('Mountain')}のそのマナは")
    refused_ja(d.game, 0, Choose(0), "選択はマナの支払いに対する答えではありません",
               "答えはマナ能力の起動")


def test_colors_searches_and_fixed_answers_refused_in_japanese() -> None:
    """CR 105.1, 105.4: a color choice refusing a word that isn't a color lists the five by
    their Japanese words; CR 701.23a: a card a search can't find; CR 103.5: the mulligan's
    answers by their Japanese words."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Riptide Replicator")
    d = Driver(s.build())
    d.cast(0, "Riptide Replicator", x=1)
    d.resolve()
    d.expect("choose_option")
    refused_ja(d.game, 0, Choose("colorless"), "「無色」は色ではありません", "（CR 105.4）")
    refused_ja(d.game, 0, Choose(7), "選択肢は「白」、「青」、「黒」、「赤」、「緑」です")

    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Moonsilver Key")
    s.library(0, "Glory Seeker", "Forest")
    s.hand(0, "Swamp")
    d = Driver(s.build())
    d.activate(0, d.find("Moonsilver Key", "battlefield"))
    d.resolve()
    d.expect("search")
    refused_ja(d.game, 0, Choose(d.find("Glory Seeker")),
               f"{ja('Glory Seeker')}は探している種類のカードではありません")
    refused_ja(d.game, 0, Choose(d.find("Swamp")), f"{ja('Swamp')}はあなたの手札にあり、探して"
               "いるライブラリーにはありません")

    game = Game.new([["Plains"] * 40, ["Plains"] * 40], seed=1)
    while game.decision is not None and game.decision.kind != "mulligan":
        game.apply(game.decision.player, game.legal_actions()[0])
    assert game.decision is not None
    refused_ja(game, game.decision.player, Choose(7),
               "選択肢は「キープする」、「マリガンする」です")


def test_every_refusal_has_english_and_japanese_words_with_the_same_values() -> None:
    """Each message key has a template in both languages; the Japanese asks for no value the
    English lacks (so a refusal made for one is worded in the other), and its own words are
    Japanese (no English word but "CR")."""
    assert set(REFUSALS["en"]) == set(REFUSALS["ja"])
    for key, en in REFUSALS["en"].items():
        names_en = {f for _, f, _, _ in string.Formatter().parse(en) if f}
        names_ja = {f for _, f, _, _ in string.Formatter().parse(REFUSALS["ja"][key]) if f}
        assert names_ja <= names_en, key
        values = {n: "値" for n in names_en}
        text = Refusal.of(key, **values).text("ja")
        assert [w for w in ENGLISH_WORD.findall(text) if w != "CR"] == [], (key, text)


def test_every_decision_kind_has_a_japanese_name() -> None:
    """A refusal names the decision it doesn't answer: each kind the rules ask has its
    Japanese name."""
    assert decision_kinds() - set(DECISION_WORDS) == set()


def test_every_choice_the_rules_can_t_make_has_a_key_worded_in_both_languages() -> None:
    """Each IllegalChoiceError the rules raise (CR 732) gives a message key besides its
    English, and that key has its words in both languages, the English the same as given."""
    from pathlib import Path

    import manastack
    raised = keyed = 0
    for path in (Path(manastack.__file__).parent / "rules").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        raised += len(re.findall(r"raise IllegalChoiceError\(", text))
        for english, key in re.findall(
                r'raise IllegalChoiceError\(f?"([^"]*)",\s*"([a-z_]+)"', text):
            keyed += 1
            assert key in REFUSALS["en"] and key in REFUSALS["ja"], key
            unnamed = re.compile(r"\{\w+\}")  # the values, whatever their names
            assert unnamed.sub("{}", REFUSALS["en"][key]) == unnamed.sub("{}", english), key
    assert raised == keyed > 0


def test_a_choice_a_spell_can_t_make_is_worded_from_its_parts() -> None:
    """CR 732: the reasons the rules give for a spell or ability that can't be put on the
    stack are worded in Japanese from their parts (a kind of counter by its official word);
    one with no key stays as it was given."""
    worded = choice_refusal(IllegalChoiceError("no +1/+1 counter left to remove",
                                               "no_counter_to_remove", counter="+1/+1"))
    assert isinstance(worded, Refusal)
    assert worded.text("en") == "no +1/+1 counter left to remove"
    assert worded.text("ja") == "取り除ける＋１/＋１カウンターが残っていません"
    plain = choice_refusal(IllegalChoiceError("something else"))
    assert plain == Words("something else", "something else")


def test_a_spell_without_targets_or_modes_is_refused_in_japanese() -> None:
    """CR 601.2c, 700.2a, 601.2e: Swords to Plowshares with no creature has no legal target;
    Fever Charm has no mode that can get one; neither refusal speaks of the total cost. Shock
    with only a Plains: its total cost {R} is named (CR 601.2f-h)."""
    s = _two()
    s.battlefield(0, "Plains", "Mountain")
    s.hand(0, "Swords to Plowshares", "Fever Charm")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    swords = refused_ja(d.game, 0, CastSpell(d.find("Swords to Plowshares")),
                        f"{ja('Swords to Plowshares')}はいま唱えられません",
                        "必要とする対象に適正な選択肢がありません（CR 601.2c, 601.2e）")
    charm = refused_ja(d.game, 0, CastSpell(d.find("Fever Charm")),
                       f"{ja('Fever Charm')}はいま唱えられません",
                       "モードを1個選ばなければなりませんが、適正な対象を選べるモードは0個しかありません")
    assert "総コスト" not in swords + charm
    s = _two()
    s.battlefield(0, "Plains")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    refused_ja(d.game, 0, CastSpell(d.find("Shock")),
               f"{ja('Shock')}はいまその方法では唱えられません：それに使えるマナでは総コスト"
               "{R}を支払えません（CR 601.2f-h, 106.6）")


def test_an_x_too_large_to_pay_is_refused_in_japanese_naming_the_total_cost() -> None:
    """CR 107.3a, 601.2f-h, 107.1b: Light Up the Night with two Mountains: X = 2 would make
    {2}{R}; X = -1 is no number X may be."""
    s = _two()
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Light Up the Night")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Light Up the Night")))
    d.expect("x")
    refused_ja(d.game, 0, Choose(2), "Xが2ならその総コストは{2}{R}になり、それに使えるマナでは"
               "支払えません（CR 107.3a, 601.2f-h）")
    refused_ja(d.game, 0, Choose(-1), "Xを負の数にすることはできません（CR 107.1b）")


def test_an_ability_whose_mana_can_t_be_paid_is_refused_in_japanese_naming_that_mana() -> None:
    """CR 602.2b, 106.6: Lord of the Forsaken's {B} with only a Plains."""
    from manastack.dsl.abilities import ActivatedAbility
    s = _two()
    s.battlefield(0, "Plains", "Lord of the Forsaken", "Glory Seeker")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    lord = d.find("Lord of the Forsaken")
    index = next(i for i, a in enumerate(d.chars(lord).abilities)
                 if isinstance(a, ActivatedAbility) and not a.is_mana_ability)
    refused_ja(d.game, 0, ActivateAbility(lord, index),
               "それに使えるマナでは{B}を支払えません（CR 602.2b, 601.2g-h, 106.6）")


def test_restricted_mana_refused_while_paying_names_its_restriction_in_japanese() -> None:
    """CR 106.6: Somberwald Sage's mana while Lunar Frenzy (an instant) is paid for: the
    restriction in the card's own Japanese words."""
    from manastack.dsl.abilities import ActivatedAbility
    s = _two()
    s.battlefield(0, "Mountain", "Somberwald Sage", "Glory Seeker")
    s.hand(0, "Lunar Frenzy")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Lunar Frenzy")))
    d.choose(0)
    d.choose(d.find("Glory Seeker"))
    d.expect("pay_mana")
    sage = d.find("Somberwald Sage")
    index = next(i for i, a in enumerate(d.chars(sage).abilities)
                 if isinstance(a, ActivatedAbility) and a.is_mana_ability)
    refused_ja(d.game, 0, ActivateManaAbility(sage, index, "RRR"),
               f"{ja('Somberwald Sage')}のマナはクリーチャー・呪文を唱えるためにのみ使用できます",
               "（CR 106.6）")
