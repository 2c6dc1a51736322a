"""Celestus Sanctifier — {2}{W} Creature — Human Cleric 3/2.

Oracle: "If it's neither day nor night, it becomes day as Celestus Sanctifier enters the
battlefield.
Whenever day becomes night or night becomes day, look at the top two cards of your library.
Put one of them into your graveyard."
Rulings covered: MID-RN-146 (the other card stays on top of the library).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import FinishDeclaration, PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import (
    becomes_day_for_the_first_time,
    becomes_night_with,
    designation_changes,
    designation_history,
)

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


@pytest.mark.ruling("MID-RN-146")
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


def test_becoming_day_or_night_for_the_first_time_doesnt_trigger() -> None:
    """Official ruling: "If a triggered ability triggers whenever day becomes night or night
    becomes day, it only triggers if it was already either day/night and becomes the other. It
    does not trigger when the game becomes day or night for the first time."."""
    d = becomes_day_for_the_first_time(CARD)
    assert d.state.day_night == "day"
    assert not d.state.stack and d.decision.kind == "priority"
    d = becomes_night_with(CARD, None)
    assert not d.state.stack and d.decision.kind == "priority"
    d = becomes_night_with(CARD, "day")  # the same spell by day: day becomes night
    assert [d.state.objects[x].source for x in d.state.stack] == [d.find(CARD)]
    d.resolve()
    d.expect("choose_cards")  # look at the top two, mill one

def test_the_game_starts_neither_and_stays_day_or_night_once_it_is() -> None:
    """Official ruling: "Day and night are designations that the game itself can have. The game
    starts as neither. Once the game becomes day (or less commonly, night), the game will be
    exactly one of them—day or night—going back and forth for the rest of the game."."""
    h = designation_history(CARD)
    assert h.designations == [None, "day", "day", "night", "day"]
    assert designation_changes(h.driver) == [(None, "day"), ("day", "night"), ("night", "day")]
