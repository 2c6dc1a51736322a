"""Victory's Envoy — {3}{W}{W} Creature — Human Cleric 3/3.

Oracle: "At the beginning of your upkeep, put a +1/+1 counter on each other creature you
control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Victory's Envoy")


def _scenario(active: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Victory's Envoy", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Gluttonous Zombie")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("end", active=active, turn=2)
    return Driver(s.build())


def test_counter_on_each_other_creature_you_control() -> None:
    d = _scenario(active=1)
    d.pass_until("upkeep", turn=3)  # the trigger resolves on the way
    for name in ("Glory Seeker", "Elvish Warrior"):
        assert d.state.objects[d.find(name)].counters.get("+1/+1") == 1
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert not d.state.objects[d.find("Victory's Envoy")].counters.get("+1/+1")
    assert not d.state.objects[d.find("Gluttonous Zombie")].counters.get("+1/+1")


def test_not_in_an_opponents_upkeep() -> None:
    d = _scenario(active=0)
    d.pass_until("upkeep", turn=3)
    assert not d.state.objects[d.find("Glory Seeker")].counters.get("+1/+1")
