"""A triggered ability on the stack shows what it does (CR 113.2, 603.1): its words from the
rules text that wrote it, in English and Japanese, in each player's view (``ability``,
``ability_ja``), on the line client's board, on the full-screen client's stack pane and in its
details. A delayed trigger (CR 603.7) shows the sentence of the spell that created it, a
granted one (CR 113.1a) the quotation of the Aura that grants it, a token's that of the card
that created the token, a keyword's its keyword's line (ward, CR 702.21a), a cycling trigger
its card's line; a face-down source's granted trigger shows the granting Aura's words to
every player, and no card text of its own to a player who can't look at it (CR 708.2a,
708.5)."""

from __future__ import annotations

import json
from typing import Any

from rich.console import Console

from manastack.cards.database import database
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.board import board
from manastack.ui.describe import Describer, card_name
from manastack.ui.details import details
from manastack.ui.panes import plain, stack_pane

HOARDER_EN = ("When Organ Hoarder enters the battlefield, look at the top three cards of your "
              "library, then put one of them into your hand and the rest into your graveyard.")
HOARDER_JA = "臓器の貯め込み屋が戦場に出たとき、"


def _hoarder() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Organ Hoarder")
    s.library(0, *["Island"] * 4)
    s.library(1, *["Island"] * 4)
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Organ Hoarder")
    d.pay()
    d.resolve()
    return d


def _top(d: Driver, player: int) -> dict[str, Any]:
    return d.game.view(player)["stack"][-1]


def _until_triggered(d: Driver) -> None:
    """Pass priority until a triggered ability is on the stack."""
    for _ in range(200):
        if any(d.state.objects[o].stack.get("kind") == "triggered" for o in d.state.stack):
            return
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    raise AssertionError("nothing triggered")


def test_an_enters_trigger_shows_its_words_in_every_view_cr_603_1() -> None:
    """Organ Hoarder's trigger: its Oracle line, and its Japanese line, to both players."""
    d = _hoarder()
    for player in (0, 1):
        top = _top(d, player)
        assert top["ability_kind"] == "triggered"
        assert top["ability"] == HOARDER_EN
        assert top["ability_ja"].startswith(HOARDER_JA)


def test_the_line_client_board_shows_the_words_cr_603_1() -> None:
    """The board of the line client in English and Japanese."""
    d = _hoarder()
    for lang, words in (("en", "When Organ Hoarder enters the battlefield"),
                        ("ja", HOARDER_JA)):
        console = Console(record=True, width=400)
        console.print(board(Describer(d.game, 1, lang), d.game.view(1)))
        assert words in console.export_text(), lang


def test_the_full_screen_stack_pane_and_details_show_the_words_cr_603_1() -> None:
    """The full-screen client's stack pane, and the details of the ability."""
    d = _hoarder()
    for lang, words in (("en", "look at the top three cards of your library"),
                        ("ja", HOARDER_JA)):
        desc = Describer(d.game, 1, lang)
        assert words in plain(stack_pane(desc, d.game.view(1))), lang
        assert words in details(desc, d.state.stack[-1]).plain, lang


def test_a_delayed_trigger_shows_the_sentence_of_its_spell_cr_603_7() -> None:
    """Hungry for More's token is sacrificed at the beginning of the next end step: the
    delayed trigger, its spell long gone, shows that sentence."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Mountain")
    s.hand(0, "Hungry for More")
    s.library(0, *["Island"] * 4)
    s.library(1, *["Island"] * 4)
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Hungry for More")
    d.pay()
    d.resolve()
    _until_triggered(d)
    assert d.state.step.label == "end"
    top = _top(d, 1)
    assert top["source_name"] == "Hungry for More"
    assert top["ability"] == "Sacrifice it at the beginning of the next end step."
    assert top["ability_ja"] == "次の終了ステップの開始時に、それを生け贄に捧げる。"


def _necrosynthesis_trigger(host: str, face_down: bool = False) -> Driver:
    """``host`` enchanted by Necrosynthesis, its trigger on the stack after Shock killed
    an opposing Skirk Prospector."""
    s = Scenario(seed=1)
    s.battlefield(0, host, face_down=face_down, label="host")
    s.battlefield(0, "Necrosynthesis", attached_to="host")
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Skirk Prospector")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Skirk Prospector")])
    d.pay()
    d.resolve()
    return d


def test_a_granted_trigger_shows_the_quotation_of_its_aura_cr_113_1a() -> None:
    """Necrosynthesis' enchanted creature triggers when another creature dies: the words
    are the Aura's quotation, though the creature's own text has none."""
    d = _necrosynthesis_trigger("Glory Seeker")
    top = _top(d, 1)
    assert top["source"] == d.find("Glory Seeker")
    assert top["ability"] == \
        "Whenever another creature dies, put a +1/+1 counter on this creature."
    assert top["ability_ja"].startswith("これでないクリーチャー１体が死亡するたび、")


def test_a_face_down_sources_granted_trigger_shows_the_aura_s_words_to_all_cr_708_5() -> None:
    """A face-down creature enchanted by Necrosynthesis: the trigger's words are those of the
    face-up Aura's quotation (CR 113.1a; a face-down permanent has no text of its own, CR
    708.2a), public, so both players see them, in English and Japanese, in the views, on the
    line client's board, the full-screen stack pane and the details; nothing names the
    face-down card to the opponent, who can't look at it (CR 708.5)."""
    d = _necrosynthesis_trigger("Exalted Angel", face_down=True)
    for player in (0, 1):
        top = _top(d, player)
        assert top["ability"] == \
            "Whenever another creature dies, put a +1/+1 counter on this creature."
        assert top["ability_ja"].startswith("これでないクリーチャー１体が死亡するたび、")
    assert "Exalted Angel" not in json.dumps(d.game.view(1))
    for lang, words in (("en", "Whenever another creature dies"),
                        ("ja", "これでないクリーチャー１体が死亡するたび")):
        desc = Describer(d.game, 1, lang)
        console = Console(record=True, width=400)
        console.print(board(desc, d.game.view(1)))
        shown = (console.export_text(), plain(stack_pane(desc, d.game.view(1))),
                 details(desc, d.state.stack[-1]).plain)
        hidden = card_name(database().get("Exalted Angel"), lang)
        for text in shown:
            assert words in text, lang
            assert hidden not in text and "Exalted Angel" not in text


def test_a_tokens_trigger_shows_the_quotation_of_the_card_that_made_it_cr_111_3() -> None:
    """A Devil of Burn Down the House dies: its trigger, its source gone, shows the words
    the card gives the token, in English and in the card's Japanese."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.hand(0, "Burn Down the House", "Shock")
    s.library(0, *["Island"] * 4)
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Burn Down the House", modes=[1])
    d.pay()
    d.resolve()
    devil = d.ids("Devil Token", zone="battlefield")[0]
    d.cast(0, "Shock", targets=[devil])
    d.pay()
    d.resolve()
    top = _top(d, 1)
    assert top["ability"] == "When this creature dies, it deals 1 damage to any target."
    assert top["ability_ja"].startswith("このクリーチャーが死亡したとき、")


def test_a_ward_trigger_shows_its_keyword_line_cr_702_21a() -> None:
    """Gavony Dawnguard's ward {1} triggers as an opponent's Shock targets it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gavony Dawnguard")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=3, priority=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Gavony Dawnguard")])
    d.pay()
    top = _top(d, 1)
    assert top["ability_kind"] == "triggered"
    assert (top["ability"], top["ability_ja"]) == ("Ward {1}", "護法{1}")


def test_a_cycling_trigger_shows_its_cards_line_cr_702_29c() -> None:
    """Krosan Tusker cycled: "When you cycle Krosan Tusker, ..." from the card now in the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker")
    s.library(0, "Forest", "Island", "Island")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.activate(0, "Krosan Tusker")
    d.pay()
    top = next(o for o in d.game.view(1)["stack"] if o["ability_kind"] == "triggered")
    assert top["ability"].startswith("When you cycle Krosan Tusker, you may search")
    assert "サイクリング" in top["ability_ja"]


def test_a_text_changed_trigger_shows_its_changed_words_cr_612_2() -> None:
    """Artificial Evolution makes Rotlung Reanimator's Cleric read Goblin: when a Goblin
    dies, its trigger says "another Goblin dies", in Japanese ゴブリン."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rotlung Reanimator", "Island", "Mountain")
    s.battlefield(1, "Skirk Prospector")
    s.hand(0, "Artificial Evolution", "Shock")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.cast(0, "Artificial Evolution", targets=[d.find("Rotlung Reanimator")])
    d.resolve()
    d.choose("Cleric")
    d.choose("Goblin")
    d.cast(0, "Shock", targets=[d.find("Skirk Prospector")])
    d.pay()
    d.resolve()
    top = _top(d, 1)
    assert top["source"] == d.find("Rotlung Reanimator")
    assert "another Goblin dies" in top["ability"] and "Cleric" not in top["ability"]
    assert "ゴブリン" in top["ability_ja"] and "クレリック" not in top["ability_ja"]


def test_decayed_and_its_sacrifice_show_their_words_cr_702_147a() -> None:
    """A decayed Zombie token attacks: its trigger is its keyword's line (in Japanese the
    token's line, 腐乱 with its reminder text); the sacrifice at end of combat it sets up is the
    sentence of decayed's reminder text, in the Japanese of the cards that give decayed."""
    s = Scenario(seed=1)
    s.token(0, "Zombie")
    s.library(0, *["Island"] * 4)
    s.library(1, *["Island"] * 4)
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Zombie Token")])
    _until_triggered(d)
    top = _top(d, 1)
    assert top["ability"].startswith("Decayed (This creature can't block.")
    assert top["ability_ja"].startswith("腐乱（このクリーチャーではブロックできない。")
    d.resolve()
    _until_triggered(d)
    assert d.state.step.label == "end of combat"
    top = _top(d, 1)
    assert top["ability"] == "When it attacks, sacrifice it at end of combat."
    assert top["ability_ja"] == "それが攻撃したとき、戦闘終了時に、それを生け贄に捧げる。"


def test_a_granted_trigger_whose_face_down_source_died_shows_the_aura_s_words_cr_708_9() -> None:
    """The face-down creature enchanted by Necrosynthesis dies with its trigger still on the
    stack: it is revealed as it leaves (CR 708.9), and its granted trigger still says the
    Aura's quotation (CR 113.1a) to both players, in English and Japanese; the source it had
    face down is given no name (CR 708.2a), and the card hidden in the library stays
    hidden."""
    s = Scenario(seed=1)
    s.battlefield(0, "Exalted Angel", face_down=True, label="host")
    s.battlefield(0, "Necrosynthesis", attached_to="host")
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(1, "Skirk Prospector")
    s.hand(0, "Shock", "Shock")
    s.library(0, "Island", "Fading Hope")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    host = d.find("Exalted Angel")
    shocks = d.ids("Shock", zone="hand")
    d.cast(0, shocks[0], targets=[d.find("Skirk Prospector")])
    d.pay()
    d.resolve()
    granted = d.state.stack[-1]
    d.cast(0, shocks[1], targets=[host])
    d.pay()
    d.resolve()
    assert d.ids("Exalted Angel", zone="graveyard") and granted in d.state.stack
    for player in (0, 1):
        trigger = next(o for o in d.game.view(player)["stack"] if o["id"] == granted)
        assert trigger["ability_kind"] == "triggered"
        assert trigger["ability"] == \
            "Whenever another creature dies, put a +1/+1 counter on this creature."
        assert trigger["ability_ja"].startswith("これでないクリーチャー１体が死亡するたび、")
        assert "source_name" not in trigger
    assert "Fading Hope" not in json.dumps(d.game.view(1))
    for lang, words in (("en", "Whenever another creature dies"),
                        ("ja", "これでないクリーチャー１体が死亡するたび")):
        desc = Describer(d.game, 1, lang)
        assert words in plain(stack_pane(desc, d.game.view(1))), lang
