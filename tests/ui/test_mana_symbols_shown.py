"""Mana is shown one symbol per mana (CR 107.4: {W} {U} {B} {R} {G} {C} each stand for one mana;
CR 106.1: an ability adding several mana adds several symbols' worth): Temple of the False God's
"Add {C}{C}" is offered as {C}{C} and a bounce land's "Add {U}{B}" as {U}{B}, never {CC} or
{UB} — in the action labels of the line and full-screen clients (English and Japanese), the
mana pool on both boards (colours in their usual order, then colourless), the answers of
"add {R} or {G}" (CR 106.1) in both languages, and the browser client's catalogue. What the
engine records (the action's ``mana``, "CC") is unchanged."""

from __future__ import annotations

import re
from typing import Any

from rich.console import Console

from manastack.agents import make_policy
from manastack.decisions.actions import ActivateManaAbility, Choose
from manastack.scenario import Scenario
from manastack.server.messages import catalogue
from manastack.testing import Driver
from manastack.ui.board import board
from manastack.ui.describe import Describer
from manastack.ui.fullscreen import GameApp
from manastack.ui.messages import UI_MESSAGES
from manastack.ui.panes import plain, player_pane
from manastack.ui.session import PlaySession
from manastack.ui.symbols import mana_symbols, pool_symbols
from tests.ui.conftest import run_app

MERGED = re.compile(r"\{[WUBRGC]{2,}\}")
"""Two or more mana letters in one pair of braces: no such symbol exists (CR 107.4)."""


def _temple() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Temple of the False God", *["Swamp"] * 4)
    s.battlefield(0, "Dimir Aqueduct")
    s.hand(0, "Festering Goblin")  # something to cast: the clients stop at the priority
    s.at("precombat_main", active=0, turn=3, priority=0)
    return Driver(s.build())


def _session(d: Driver, lang: str) -> PlaySession:
    return PlaySession(d.game, 0, [make_policy("first"), make_policy("first", 1)], lang)


def _mana_action(d: Driver, name: str) -> ActivateManaAbility:
    return next(a for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)
                and a.source == d.find(name))


def test_mana_symbols_write_one_symbol_per_mana_cr_107_4() -> None:
    assert mana_symbols("CC") == "{C}{C}"
    assert mana_symbols("UB") == "{U}{B}"
    assert mana_symbols("WWW") == "{W}{W}{W}"
    assert mana_symbols("G") == "{G}"
    assert pool_symbols({"C": 2, "B": 1, "U": 1, "W": 0}) == "{U}{B}{C}{C}"
    assert pool_symbols({}) == ""


def test_temple_of_the_false_god_is_offered_as_two_colourless_symbols_cr_106_1() -> None:
    """「邪神の寺院をタップして{C}{C}を加える」, "Tap Temple of the False God for {C}{C}"; the
    action still records "CC"."""
    d = _temple()
    temple = _mana_action(d, "Temple of the False God")
    assert temple.mana == "CC"
    assert Describer(d.game, 0, "en").action(temple) == \
        "Tap Temple of the False God for {C}{C}"
    assert Describer(d.game, 0, "ja").action(temple) == "邪神の寺院をタップして{C}{C}を加える"
    for lang in ("en", "ja"):
        pending = _session(d, lang).pending()
        assert pending is not None
        labels = [c.label for c in pending[2]]
        assert [x for x in labels if MERGED.search(x)] == [], labels
        assert any("{C}{C}" in x for x in labels), labels
        assert any("{U}{B}" in x for x in labels), labels


def test_a_bounce_land_adds_a_blue_and_a_black_symbol_cr_106_1() -> None:
    d = _temple()
    aqueduct = _mana_action(d, "Dimir Aqueduct")
    assert aqueduct.mana == "UB"
    assert Describer(d.game, 0, "en").action(aqueduct) == "Tap Dimir Aqueduct for {U}{B}"
    assert Describer(d.game, 0, "ja").action(aqueduct).endswith("をタップして{U}{B}を加える")


def test_the_pool_shows_one_symbol_per_mana_in_colour_order_cr_106_4() -> None:
    """Temple's two colourless mana and the Aqueduct's blue and black: {U}{B}{C}{C} on the
    line client's board and the full-screen client's player pane, in both languages."""
    d = _temple()
    d.act(0, _mana_action(d, "Temple of the False God"))
    d.act(0, _mana_action(d, "Dimir Aqueduct"))
    assert {k: v for k, v in d.state.players[0].mana_pool.items() if v} == \
        {"U": 1, "B": 1, "C": 2}
    for lang in ("en", "ja"):
        desc = Describer(d.game, 0, lang)
        view = d.game.view(0)
        console = Console(width=200, record=True)
        console.print(board(desc, view))
        line_board = console.export_text()
        pane = plain(player_pane(desc, view, view["players"][0]))
        for text in (line_board, pane):
            assert "{U}{B}{C}{C}" in text, text
            assert not MERGED.search(text)


def test_the_answers_of_add_r_or_g_are_symbols_in_both_languages_cr_106_1() -> None:
    """Kessig Naturalist's "add {R} or {G}": {R} and {G}, not the letters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    game = s.build()
    for lang in ("en", "ja"):
        desc = Describer(game, 0, lang)
        assert [desc.action(Choose(v), "choose_option") for v in ("R", "G")] == ["{R}", "{G}"]


def test_the_full_screen_client_offers_temple_mana_as_two_symbols() -> None:
    for lang in ("en", "ja"):
        d = _temple()
        app = GameApp(_session(d, lang))
        seen: dict[str, Any] = {}

        async def body(pilot: Any, app: GameApp = app, seen: dict[str, Any] = seen) -> None:
            seen["labels"] = [c.label for c in app.choices]
            seen["text"] = app.all_text()
        run_app(app, body)
        assert any("{C}{C}" in x for x in seen["labels"]), seen["labels"]
        assert not MERGED.search(seen["text"])


def test_the_browser_client_has_the_sentences_it_words_mana_with() -> None:
    """The browser client words a mana ability and restricted mana with the terminal clients'
    sentences (GET /api/messages), filling in the symbols itself."""
    words = catalogue(UI_MESSAGES)
    assert words["en"]["tap_for_mana"] == "Tap {card} for {mana}"
    assert words["ja"]["tap_for_mana"] == "{card}をタップして{mana}を加える"
    assert "restricted_mana" in words["en"] and "restricted_mana" in words["ja"]
