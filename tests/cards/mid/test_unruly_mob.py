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


def test_its_own_death_doesnt_trigger_it() -> None:
    """"Another creature": the Mob dying triggers nothing (no ability goes on the stack)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Unruly Mob", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Unruly Mob")])
    d.resolve()
    assert d.zone_of("Unruly Mob") == "graveyard"
    assert not d.state.stack and d.decision.kind == "priority"


def test_two_tokens_dying_at_once_give_two_counters() -> None:
    """CR 700.4, 603.2c: two Human tokens block and die in the same combat damage step: each
    is another creature its controller controlled dying, so two triggers, two counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unruly Mob")
    s.token(0, "Human", count=2)
    s.battlefield(1, "Krosan Tusker", "Krosan Tusker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    mob = d.find("Unruly Mob")
    humans = d.ids("Human")
    tuskers = d.ids("Krosan Tusker")
    d.to_combat()
    d.attack(tuskers)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({humans[0]: tuskers[0], humans[1]: tuskers[1]})
    while d.decision.kind != "order_triggers":
        d.pass_priority()
    d.take_first("order_triggers")
    d.resolve_all()
    assert not d.ids("Human")
    assert d.state.objects[mob].counters == {"+1/+1": 2}
    assert d.chars(mob).power == 3
