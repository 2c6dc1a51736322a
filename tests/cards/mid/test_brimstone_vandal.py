"""Brimstone Vandal — {2}{R} Creature — Devil 2/3.

Oracle: "Menace / If it's neither day nor night, it becomes day as Brimstone Vandal enters
the battlefield. / Whenever day becomes night or night becomes day, Brimstone Vandal deals 1
damage to each opponent."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import (
    becomes_day_for_the_first_time,
    becomes_night_with,
    designation_changes,
    designation_history,
)

pytestmark = pytest.mark.card("Brimstone Vandal")

CARD = "Brimstone Vandal"


def test_it_becomes_day_as_it_enters_without_dealing_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Brimstone Vandal")
    d = Driver(s.build())
    d.cast(0, "Brimstone Vandal")
    d.resolve()
    assert d.state.day_night == "day"
    assert not d.state.stack  # neither -> day is not "day becomes night" (CR 730.1)
    assert d.life(1) == 20
    assert "Menace" in d.chars(d.find("Brimstone Vandal")).keywords


def test_night_falling_deals_one_damage_to_each_opponent() -> None:
    s = Scenario(seed=1, players=3)
    s.battlefield(0, "Brimstone Vandal")
    s.day_night("day")
    s.library(1, "Mountain")
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=4)  # no spells on turn 3: it becomes night
    assert d.state.day_night == "night"
    assert d.life(1) == 19 and d.life(2) == 19 and d.life(0) == 20


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
    assert d.life(1) == 19

def test_the_game_starts_neither_and_stays_day_or_night_once_it_is() -> None:
    """Official ruling: "Day and night are designations that the game itself can have. The game
    starts as neither. Once the game becomes day (or less commonly, night), the game will be
    exactly one of them—day or night—going back and forth for the rest of the game."."""
    h = designation_history(CARD)
    assert h.designations == [None, "day", "day", "night", "day"]
    assert designation_changes(h.driver) == [(None, "day"), ("day", "night"), ("night", "day")]
    assert h.driver.life(1) == 20 - 2 * 2 - 2  # two Shocks; day->night, night->day
