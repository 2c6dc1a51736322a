"""Celestus Sanctifier — {2}{W} Creature — Human Cleric 3/2.

Oracle: "If it's neither day nor night, it becomes day as Celestus Sanctifier enters the
battlefield.
Whenever day becomes night or night becomes day, look at the top two cards of your library.
Put one of them into your graveyard."
Rulings covered: MID-RN-146 (the other card stays on top of the library).
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import FinishDeclaration, PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import DayNightTriggerRulings

pytestmark = pytest.mark.card("Celestus Sanctifier")

CARD = "Celestus Sanctifier"


def advance(d: Driver) -> None:
    """Pass priority and empty declarations until another kind of decision comes."""
    for _ in range(200):
        dec = d.decision
        if dec.kind == "priority":
            d.act(dec.player, PassPriority())
        elif dec.kind in ("declare_attackers", "declare_blockers"):
            d.act(dec.player, FinishDeclaration())
        else:
            return
    raise AssertionError("no decision came")


def names(d: Driver, player: int = 0) -> list[str]:
    return [d.game.card(c).name for c in d.state.players[player].library]


def test_it_becomes_day_as_it_enters_without_triggering() -> None:
    s = Scenario(seed=8)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Celestus Sanctifier")
    d = Driver(s.build())
    assert d.state.day_night is None
    d.cast(0, "Celestus Sanctifier")
    d.resolve()
    assert d.state.day_night == "day"
    assert d.zone_of("Celestus Sanctifier") == "battlefield"
    kinds = [e.kind for e in d.state.log if e.kind in ("day_night", "zone_change")]
    assert kinds[-2:] == ["day_night", "zone_change"]  # day first, then it enters
    # becoming day from neither is not "night becomes day": nothing triggered
    assert not d.state.stack and d.decision.kind == "priority"


def test_entering_at_night_leaves_it_night() -> None:
    s = Scenario(seed=8)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Celestus Sanctifier")
    s.day_night("night")
    d = Driver(s.build())
    d.cast(0, "Celestus Sanctifier")
    d.resolve()
    assert d.state.day_night == "night"
    assert not d.state.stack


@pytest.mark.ruling("MID-RN-146", "MID-OR-0050")
def test_day_becoming_night_mills_one_of_the_top_two_the_other_stays_on_top() -> None:
    s = Scenario(seed=8)
    s.battlefield(0, "Celestus Sanctifier")
    s.library(0, "Island", "Forest", "Swamp")
    s.library(1, "Plains", "Plains")
    s.day_night("day")
    d = Driver(s.build())
    advance(d)  # turn 3 passes without spells: it becomes night as turn 4 begins
    assert d.state.day_night == "night" and d.state.turn == 4
    dec = d.expect("choose_cards")
    assert dec.player == 0
    assert {a.value for a in dec.actions} == {d.find("Island"), d.find("Forest")}
    d.choose(d.find("Forest"))
    assert d.zone_of("Forest") == "graveyard"
    assert names(d) == ["Island", "Swamp"]


def test_night_becoming_day_triggers_too() -> None:
    s = Scenario(seed=8)
    s.battlefield(0, "Celestus Sanctifier", "Island", "Island")
    s.hand(0, "Consider", "Consider")
    s.library(0, "Island", "Forest", "Swamp", "Mountain", "Plains")
    s.library(1, "Plains", "Plains")
    s.day_night("night")
    d = Driver(s.build())
    for _ in range(2):  # two spells this turn: night becomes day as the next turn begins
        d.cast(0, "Consider")
        d.resolve()
        d.choose(False)
    assert names(d)[:2] == ["Swamp", "Mountain"]
    advance(d)
    assert d.state.day_night == "day"
    d.expect("choose_cards")
    d.choose(d.find("Swamp", zone="library"))
    assert names(d) == ["Mountain", "Plains"]


class TestDayNightTriggerRulings(DayNightTriggerRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0051", "MID-OR-0052", "MID-OR-0053", "MID-OR-0054", "MID-OR-0055",
        "MID-OR-0056",
    )
    CARD = CARD

    def check_trigger(self, d: Driver) -> None:
        d.resolve()
        d.expect("choose_cards")  # look at the top two, mill one


def test_one_card_left_it_is_put_into_the_graveyard() -> None:
    """With one card in the library, that one is looked at and put into the graveyard: the
    effect does as much as possible (CR 609.3); the opponent's library is untouched."""
    s = Scenario(seed=8)
    s.battlefield(0, "Celestus Sanctifier")
    s.library(0, "Island")
    s.library(1, "Plains", "Plains")
    s.day_night("day")
    d = Driver(s.build())
    advance(d)
    assert d.state.day_night == "night"
    if d.decision.kind == "choose_cards":
        d.choose(d.find("Island"))
    assert d.zone_of("Island") == "graveyard"
    assert names(d, 1) == ["Plains", "Plains"]


def test_two_sanctifiers_trigger_once_each() -> None:
    """Each permanent's ability triggers on its own (CR 603.2): two Sanctifiers, two looks at
    the top two cards, two cards milled."""
    s = Scenario(seed=8)
    s.battlefield(0, "Celestus Sanctifier", "Celestus Sanctifier")
    s.library(0, "Island", "Forest", "Swamp", "Mountain")
    s.library(1, "Plains", "Plains")
    s.day_night("day")
    d = Driver(s.build())
    advance(d)
    while d.decision.kind != "priority" or d.state.stack:
        if d.decision.kind == "choose_cards":
            d.choose(d.decision.actions[0].value)
        elif d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert len(d.state.players[0].graveyard) == 2
    assert len(d.state.players[0].library) == 2


def test_the_looked_at_cards_stay_hidden_from_the_opponent() -> None:
    """CR 401.2, 701.20e (look): only the Sanctifier's controller sees the top two cards; the
    opponent's view names neither, and after the choice it shows only the card put into the
    public graveyard (CR 404.2), never the one left on top."""
    s = Scenario(seed=8)
    s.battlefield(0, "Celestus Sanctifier")
    s.library(0, "Island", "Forest", "Swamp")
    s.library(1, "Plains", "Plains")
    s.day_night("day")
    d = Driver(s.build())
    advance(d)
    d.expect("choose_cards")
    mine, theirs = json.dumps(d.game.view(0)), json.dumps(d.game.view(1))
    assert "Island" in mine and "Forest" in mine
    assert "Island" not in theirs and "Forest" not in theirs and "Swamp" not in theirs
    d.choose(d.find("Forest"))
    theirs = json.dumps(d.game.view(1))
    assert "Forest" in theirs
    assert "Island" not in theirs and "Swamp" not in theirs
