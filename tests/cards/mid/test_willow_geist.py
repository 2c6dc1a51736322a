"""Willow Geist — {G} Creature — Treefolk Spirit 1/1.

Oracle: "Trample / Whenever one or more cards leave your graveyard, put a +1/+1 counter on
Willow Geist. / When Willow Geist dies, you gain life equal to its power."
Rulings covered: MID-RN-230.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Willow Geist")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Mountain", "Willow Geist")
    s.hand(0, "Turn the Earth", "Shock")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior")
    s.graveyard(1, "Krosan Tusker")
    return Driver(s.build())


def test_one_counter_for_cards_leaving_together() -> None:
    d = setup()
    geist = d.find("Willow Geist")
    d.cast(0, "Turn the Earth", targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")])
    d.resolve()
    d.resolve()
    assert d.state.objects[geist].counters == {"+1/+1": 1}


def test_not_for_an_opponents_graveyard() -> None:
    d = setup()
    d.cast(0, "Turn the Earth", targets=[d.find("Krosan Tusker")])
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[d.find("Willow Geist")].counters == {}


@pytest.mark.ruling("MID-RN-230", "MID-OR-0641")
def test_dies_gaining_life_equal_to_its_last_power() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Willow Geist", counters={"+1/+1": 1})
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Willow Geist")])
    d.resolve()
    d.resolve()
    assert d.ids("Willow Geist", zone="graveyard")
    assert d.life(0) == 22
