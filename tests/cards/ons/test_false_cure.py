"""False Cure — {B}{B} Instant.

Oracle: "Until end of turn, whenever a player gains life, that player loses 2 life for each 1
life they gained."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("False Cure")


def test_every_life_gain_this_turn_costs_twice_as_much() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "False Cure")
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains")
    s.hand(1, "Renewed Faith", "Renewed Faith")
    s.library(1, "Plains")
    s.library(0, "Swamp")
    d = Driver(s.build())
    d.cast(0, "False Cure")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Renewed Faith")
    d.resolve()  # gains 6
    assert d.life(1) == 26
    d.resolve()  # the trigger
    assert d.life(1) == 14
    d.pass_until("upkeep", turn=4)
    d.pass_until("precombat_main", turn=4)
    d.cast(1, d.find("Renewed Faith", zone="hand"))
    d.resolve()
    assert d.life(1) == 20  # next turn it's gone
    assert not d.state.stack


def test_it_triggers_more_than_once() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "False Cure")
    s.battlefield(1, *["Plains"] * 6)
    s.hand(1, "Renewed Faith", "Renewed Faith")
    d = Driver(s.build())
    d.cast(0, "False Cure")
    d.resolve()
    d.pass_priority()
    d.cast(1, d.ids("Renewed Faith", zone="hand")[0])
    d.resolve()
    d.resolve()
    d.pass_priority()
    d.cast(1, d.find("Renewed Faith", zone="hand"))
    d.resolve()
    d.resolve()
    assert d.life(1) == 8
