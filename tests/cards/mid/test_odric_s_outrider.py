"""Odric's Outrider — {3}{W} Creature — Human Knight 2/4.

Oracle: "Whenever Odric's Outrider or another creature you control dies, put a +1/+1 counter
on target creature you control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Odric's Outrider")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Odric's Outrider", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1)
    return Driver(s.build())


def test_another_creature_dies() -> None:
    d = setup()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    warrior = d.find("Elvish Warrior")
    d.choose(warrior)
    d.resolve()
    assert d.chars(warrior).power == 3


def test_outrider_itself_dies() -> None:
    d = setup()
    outrider = d.find("Odric's Outrider")
    d.cast(1, "Shock", targets=[outrider])
    d.cast(1, "Shock", targets=[outrider])
    d.resolve()
    d.resolve()
    assert d.ids("Odric's Outrider", zone="graveyard")
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.resolve()
    assert d.chars(seeker).power == 3


def test_opponents_creature_doesnt_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Odric's Outrider", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Odric's Outrider")).power == 2
