"""Clear Shot — {2}{G} Instant.

Oracle: "Target creature you control gets +1/+1 until end of turn. It deals damage equal to
its power to target creature you don't control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Clear Shot")


def test_pump_then_one_sided_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Clear Shot")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Clear Shot", targets=[seeker, warrior])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")
    assert d.state.objects[seeker].damage == 0
    assert d.chars(seeker).power == 3


def test_no_damage_if_your_creature_is_gone() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Mountain", "Glory Seeker")
    s.hand(0, "Clear Shot", "Shock")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Clear Shot", targets=[seeker, warrior])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.state.objects[warrior].damage == 0
