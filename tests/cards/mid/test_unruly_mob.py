"""Unruly Mob — {1}{W} Creature — Human 1/1.

Oracle: "Whenever another creature you control dies, put a +1/+1 counter on Unruly Mob."
Rulings covered: MID-RN-212.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Unruly Mob")


def test_grows_when_another_creature_you_control_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Unruly Mob", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Shock")
    d = Driver(s.build())
    mob = d.find("Unruly Mob")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.state.objects[mob].counters == {"+1/+1": 1}
    assert d.chars(mob).power == 2


def test_not_for_an_opponents_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Unruly Mob")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[d.find("Unruly Mob")].counters == {}


@pytest.mark.ruling("MID-RN-212", "MID-OR-0115")
def test_dying_at_the_same_time_it_gets_no_counter() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Unruly Mob", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    mob, seeker, tusker = d.find("Unruly Mob"), d.find("Glory Seeker"), d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    d.pass_priority()
    d.pass_priority()
    d.block({mob: tusker, seeker: tusker})
    d.pass_priority()
    d.pass_priority()
    d.choose((1, 5))
    while d.state.stack:
        d.resolve()
    assert not d.state.stack
    assert d.ids("Unruly Mob", zone="graveyard") and d.ids("Glory Seeker", zone="graveyard")
