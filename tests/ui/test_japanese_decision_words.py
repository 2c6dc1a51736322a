"""Each decision a Japanese-speaking player meets reads in Japanese: its prompt, every answer
offered, the board and stack panes and the log lines of what it leads to have no English
word but mana symbols, numbers, power and toughness, and names the project's data has no
Japanese for (marked （英語名）)."""

from __future__ import annotations

import re

from manastack.agents import make_policy
from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui import panes
from manastack.ui.session import PlaySession

_ALLOWED = re.compile(r"\{[^{}]*\}|\bCR \d+(?:\.\d+[a-z]?)?|「[^「」]*（英語名）」")


def english_words(text: str) -> list[str]:
    """The Latin words of ``text`` beyond what may stay Latin."""
    return re.findall(r"[A-Za-z][A-Za-z'’-]+", _ALLOWED.sub("", text))


def _screen(session: PlaySession) -> list[str]:
    """Everything the terminal shows of the human's decision now: prompt, answers, the
    players' and the stack's panes, the new log lines."""
    pending = session.pending()
    assert pending is not None
    _kind, prompt, choices = pending
    view = session.view()
    return [prompt, *(c.text() for c in choices),
            *(panes.plain(panes.player_pane(session.desc, view, p)) for p in view["players"]),
            panes.plain(panes.stack_pane(session.desc, view)), *session.new_log_lines()]


def _session(d: Driver, player: int = 0) -> PlaySession:
    return PlaySession(d.game, player, [make_policy("first"), make_policy("first")], "ja")


def test_an_ability_an_aura_grants_reads_in_its_japanese_words_cr_113_1a() -> None:
    """Lavamancer's Skill gives a Wizard "{T}: This creature deals 1 damage to target
    creature." and "... 2 damage ..."; each is offered, and shown on the stack, in the
    Aura's own Japanese quotations, beside the Wizard's printed ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Crafty Pathmage")
    s.hand(0, "Lavamancer's Skill")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    d.cast(0, "Lavamancer's Skill", targets=[d.find("Crafty Pathmage")])
    d.resolve()
    session = _session(d)
    screen = _screen(session)
    assert english_words(" ".join(screen)) == []
    labels = " ".join(screen)
    assert "{T}：クリーチャー１体を対象とする。このクリーチャーは、それに１点のダメージを与える。" \
        in labels
    assert "それに２点のダメージを与える。" in labels
    assert "このターン、それはブロックされない。" in labels
    pings = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    d.act(0, pings[-1])
    d.choose(d.find("Daru Cavalier"))
    d.pay()
    stack = panes.plain(panes.stack_pane(session.desc, session.view()))
    assert "１点のダメージを与える" in stack and english_words(stack) == []


def test_a_token_no_record_names_is_logged_by_its_types_japanese_words_cr_111_4() -> None:
    """Kamahl's Summons creates 2/2 green Bear tokens ("Bear Token", a token no record of
    the data names): the log says 熊・トークン as the board does, in the terminal and in the
    names the browser is given."""
    from manastack.server.cards import names_ja
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4)
    s.hand(0, "Kamahl's Summons", "Glory Seeker")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    session = _session(d)
    d.cast(0, "Kamahl's Summons")
    d.resolve()
    assert d.decision is not None and d.decision.kind == "choose_cards"
    assert english_words(" ".join(_screen(session))) == []
    d.choose(d.find("Glory Seeker"))
    if d.decision is not None and d.decision.kind == "choose_cards":
        d.choose(None)
    lines = session.new_log_lines()
    assert "熊・トークン → あなたの戦場" in lines
    assert english_words(" ".join(lines)) == []
    assert names_ja(d.game.view(0))["Bear Token"] == "熊・トークン"


def test_how_a_spell_was_cast_is_said_in_each_language_for_every_way_cr_601_2a() -> None:
    """Every way of casting a spell the choices name (``method_*``) has its note on the
    stack in both languages, the Japanese with no English word."""
    from manastack.ui.messages import UI_MESSAGES
    ways = {k.removeprefix("method_") for k in UI_MESSAGES["en"]
            if k.startswith("method_") and k != "method_other"}
    for lang in ("en", "ja"):
        assert ways <= {k.removeprefix("how_") for k in UI_MESSAGES[lang]
                        if k.startswith("how_")}
    assert [w for w in ways if english_words(UI_MESSAGES["ja"][f"how_{w}"])] == []


def test_a_spell_cast_from_the_graveyard_reads_so_on_the_stack_cr_601_2a() -> None:
    """Gluttonous Zombie cast with Gisa and Geralf's permission: 「唱え方：墓地から」, not the
    engine's "Graveyard permission"."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa and Geralf", *["Swamp"] * 6)
    s.graveyard(0, "Gluttonous Zombie")
    s.library(0, *(["Island"] * 6))
    s.library(1, *(["Island"] * 6))
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    session = _session(d)
    d.cast(0, d.find("Gluttonous Zombie"), method="graveyard_permission")
    stack = panes.plain(panes.stack_pane(session.desc, session.view()))
    assert "唱え方：墓地から" in stack and english_words(stack) == []


def test_an_additional_cost_is_offered_and_shown_by_its_words_cr_601_2b() -> None:
    """Eaten Alive: "sacrifice a creature or pay {3}{B}" is offered as those two costs (not
    as the players numbered like the options), in Japanese 「クリーチャー１体を生け贄に捧げる」
    and 「{3}{B}を支払う」, and the spell on the stack says which was chosen."""
    from manastack.ui.describe import Describer
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Glory Seeker")
    s.hand(0, "Eaten Alive")
    s.battlefield(1, "Daru Cavalier")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    session = _session(d)
    cast = next(c for c in session.pending()[2] if "踊り食い" in c.label)
    session.choose(cast)
    kind, _prompt, choices = session.pending()
    assert kind == "additional_cost"
    assert [c.text() for c in choices] == ["クリーチャー１体を生け贄に捧げる", "{3}{B}を支払う"]
    assert english_words(" ".join(_screen(session))) == []
    english = Describer(d.game, 0, "en")
    assert [english.action(c.action, kind) for c in choices] == \
        ["Sacrifice a creature", "Pay {3}{B}"]
    # the browser's options carry the same words
    options = d.game.view(0)["decision"]["options"]
    assert [(o["value"], o.get("value_ja")) for o in options] == [
        ("Sacrifice a creature", "クリーチャー１体を生け贄に捧げる"), ("Pay {3}{B}", "{3}{B}を支払う")]
    session.choose(choices[0])
    stack = panes.plain(panes.stack_pane(session.desc, session.view()))
    assert "追加コスト：クリーチャー１体を生け贄に捧げる" in stack
    assert english_words(stack) == []


def test_tapping_a_creature_for_convoke_is_offered_in_words_cr_702_51a() -> None:
    """Hour of Reckoning's payment offers each creature to tap for one mana of the cost:
    「栄光の探求者 2/2をタップして{W}を支払う（召集）」, not the engine's record."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Island", "Island", "Glory Seeker")
    s.hand(0, "Hour of Reckoning")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    session = _session(d)
    d.cast(0, "Hour of Reckoning", pay=False)
    kind, _prompt, choices = session.pending()
    assert kind == "pay_mana"
    labels = [c.text() for c in choices]
    assert "栄光の探求者 2/2をタップして{W}を支払う（召集）" in labels
    assert english_words(" ".join(_screen(session))) == []


def test_a_trigger_to_order_names_cards_in_japanese_only_cr_603_3b() -> None:
    """Daru Cavalier's trigger, ordered with Champion of Lambholt's as Angel of Glory's Rise
    returns them: its Japanese words name 《ダールの騎兵》, without the English name the
    current wording adds."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7)
    s.hand(0, "Angel of Glory's Rise")
    s.graveyard(0, "Champion of Lambholt", "Glory Seeker", "Daru Cavalier")
    d = Driver(s.build())
    session = _session(d)
    d.cast(0, "Angel of Glory's Rise")
    d.resolve()
    d.resolve()
    assert d.decision is not None and d.decision.kind == "order_triggers"
    _kind, _prompt, choices = session.pending()
    assert any("《ダールの騎兵》" in c.text() for c in choices)
    assert english_words(" ".join(c.text() for c in choices)) == []


def test_a_granted_ward_trigger_reads_as_its_keyword_with_its_cost_cr_702_21a() -> None:
    """Chapel Shieldgeist gives Glory Seeker ward {1}; targeting it with Shock puts the ward
    trigger on the stack, shown 護法{1} (the glossary's word and the cost, as cards print
    it), "Ward {1}" in English."""
    from manastack.ui.describe import Describer
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 2)
    s.hand(0, "Shock")
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    japanese = panes.plain(panes.stack_pane(Describer(d.game, 0, "ja"), d.game.view(0)))
    assert "護法{1}" in japanese and english_words(japanese) == []
    assert "Ward {1}" in panes.plain(panes.stack_pane(Describer(d.game, 0, "en"),
                                                      d.game.view(0)))


def test_replacement_effects_to_order_read_as_their_cards_japanese_lines_cr_616_1() -> None:
    """Shock at a player while each player controls Rem Karolus: the damaged player orders
    the "plus 1" and the prevention, each offered by its line of the card's Japanese text."""
    from manastack.ui.choices import ChoiceMaker
    from manastack.ui.describe import Describer
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Rem Karolus, Stalwart Slayer")
    s.hand(0, "Shock")
    s.battlefield(1, "Rem Karolus, Stalwart Slayer")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    kind = d.expect("order_replacements").kind
    labels = [c.text() for c in ChoiceMaker(Describer(d.game, 1, "ja")).choices(
        kind, d.game.legal_actions())]
    assert any(label.endswith("そのダメージを軽減する。") for label in labels), labels
    assert any("１を足した点数のダメージを与える。" in label for label in labels), labels
    assert english_words(" ".join(labels)) == []


def test_flashbacks_exile_to_order_reads_in_words_cr_702_34a() -> None:
    """Secrets of the Key cast with flashback meets Rest in Peace as it resolves: the
    flashback option reads 「フラッシュバック：代わりにそれを追放する」, not the engine's
    "flashback: exile it instead"."""
    from manastack.decisions.actions import CastSpell
    from manastack.ui.choices import ChoiceMaker
    from manastack.ui.describe import Describer
    from tests import reference_cards  # noqa: F401  (defines Rest in Peace)
    s = Scenario(seed=1)
    s.battlefield(1, "Rest in Peace")
    s.battlefield(0, *["Island"] * 4)
    s.graveyard(0, "Secrets of the Key")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Secrets of the Key", zone="graveyard"), "flashback"))
    d.pay()
    d.pass_priority()
    d.pass_priority()
    kind = d.expect("order_replacements").kind
    labels = [c.text() for c in ChoiceMaker(Describer(d.game, 0, "ja")).choices(
        kind, d.game.legal_actions())]
    assert "鍵の秘密：フラッシュバック：代わりにそれを追放する" in labels, labels


def test_a_replacement_naming_its_own_card_reads_as_its_japanese_line_cr_616_1() -> None:
    """Hook-Haunt Drifter dies under Gisa's opponent: Gisa's exile and the Drifter's own
    "If this would be put into a graveyard from anywhere, exile it instead" (its card's line
    names it: "If Hook-Haunt Drifter would ...") are offered by their cards' Japanese lines."""
    from manastack.ui.choices import ChoiceMaker
    from manastack.ui.describe import Describer
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    s.battlefield(0, "Gisa, Glorious Resurrector", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Baithook Angler", transformed=True)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Baithook Angler")])
    d.resolve()
    kind = d.expect("order_replacements").kind
    labels = [c.text() for c in ChoiceMaker(Describer(d.game, 1, "ja")).choices(
        kind, d.game.legal_actions())]
    assert "鉤憑きの流れ者：鉤憑きの流れ者がいずこかから墓地に置かれるなら、代わりにこれを追放する。" \
        in labels, labels
    assert english_words(" ".join(labels)) == []



def test_decayed_given_by_an_effect_reads_in_its_reminder_texts_words_cr_702_147a() -> None:
    """A creature given decayed by an effect (Gisa's, Ghoul's Night Out's) has the trigger
    "sacrifice it at end of combat" written by no card line of its own: its Japanese is that
    part of decayed's reminder text, as the cards print it."""
    from manastack.i18n.ability_words import granted_ja
    assert granted_ja("Sacrifice it at end of combat.") == "戦闘終了時に、それを生け贄に捧げる。"
    assert granted_ja("Sacrifice it at the beginning of the next end step.") is None


def test_a_copy_chooses_its_anchor_word_in_the_copied_cards_japanese_cr_707_2() -> None:
    """Copy Enchantment entering as a copy of Citadel Siege chooses Khans or Dragons (CR
    614.12c): the answers are the Siege's own words, カン and 龍, as for the Siege."""
    from tests.reference_cards import COPY_ENCHANTMENT
    assert COPY_ENCHANTMENT
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Island", "Island", "Island")
    s.hand(0, "Citadel Siege", "Copy Enchantment")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.cast(0, "Citadel Siege")
    d.resolve()
    d.choose("Khans")
    d.cast(0, "Copy Enchantment")
    d.resolve()
    d.choose(d.find("Citadel Siege"))
    assert d.decision is not None and d.decision.kind == "choose_option"
    _kind, _prompt, choices = _session(d).pending()
    assert sorted(c.text() for c in choices) == sorted(["カン", "龍"])
    d.choose("Dragons")
    view = d.game.view(0)
    board = panes.plain(panes.player_pane(_session(d).desc, view, view["players"][0]))
    assert "龍" in board and "Dragons" not in board
