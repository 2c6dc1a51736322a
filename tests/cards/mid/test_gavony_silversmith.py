"""Gavony Silversmith — {3}{W} Creature — Human Soldier 2/3.

Oracle: "When Gavony Silversmith enters the battlefield, put a +1/+1 counter on each of up to
two target creatures."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gavony Silversmith")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Gavony Silversmith")
    return Driver(s.build())


def test_two_counters_on_two_creatures() -> None:
    d = setup()
    d.cast(0, "Gavony Silversmith")
    d.resolve()
    smith, seeker = d.find("Gavony Silversmith"), d.find("Glory Seeker")
    d.choose(smith)
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[smith].counters == {"+1/+1": 1}
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert d.chars(seeker).power == 3


def test_up_to_two_may_be_one() -> None:
    d = setup()
    d.cast(0, "Gavony Silversmith")
    d.resolve()
    warrior = d.find("Elvish Warrior")
    d.choose(warrior)
    d.choose(None)
    d.resolve()
    assert d.state.objects[warrior].counters == {"+1/+1": 1}
    assert d.state.objects[d.find("Gavony Silversmith")].counters == {}
