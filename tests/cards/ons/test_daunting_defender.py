"""Daunting Defender — {4}{W} Creature — Human Cleric 3/3.

Oracle: "If a source would deal damage to a Cleric creature you control, prevent 1 of that
damage."
Rulings covered: ONS-FAQ-067 (each Daunting Defender prevents 1, including to itself).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Daunting Defender")


def test_prevents_one_damage_to_your_cleric() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Daunting Defender", "Disciple of Grace", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    disciple = d.find("Disciple of Grace")
    d.cast(0, "Shock", targets=[disciple])
    d.resolve()
    assert d.ids("Disciple of Grace", zone="battlefield")
    assert d.state.objects[disciple].damage == 1


def test_non_clerics_and_opponents_clerics_are_not_protected() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Daunting Defender", "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Disciple of Grace")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[d.find("Disciple of Grace")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Disciple of Grace", zone="graveyard")


@pytest.mark.ruling("ONS-FAQ-067")
def test_two_defenders_prevent_two_each_time_including_to_themselves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Daunting Defender", "Daunting Defender")
    s.hand(0, "Shock")
    d = Driver(s.build())
    first = d.ids("Daunting Defender")[0]
    d.cast(0, "Shock", targets=[first])
    d.resolve()
    while d.decision.kind == "order_replacements":
        d.choose(d.decision.actions[0].value)  # the order doesn't matter here
    assert d.state.objects[first].damage == 0
