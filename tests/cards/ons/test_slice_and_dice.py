"""Slice and Dice — {4}{R}{R} Sorcery.

Oracle: "Slice and Dice deals 4 damage to each creature. / Cycling {2}{R} / When you cycle
Slice and Dice, you may have it deal 1 damage to each creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Slice and Dice")

def test_four_damage_to_each_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6, "Barkhide Mauler")
    s.hand(0, "Slice and Dice")
    s.battlefield(1, "Glory Seeker", "Rorix Bladewing")
    d = Driver(s.build())
    d.cast(0, "Slice and Dice")
    d.resolve()
    assert d.ids("Barkhide Mauler", zone="graveyard")
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Rorix Bladewing", zone="battlefield")
    assert d.life(1) == 20


def test_cycling_deals_one_to_each_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Festering Goblin", "Glory Seeker")
    s.hand(0, "Slice and Dice")
    s.library(0, "Mountain")
    d = Driver(s.build())
    d.activate(0, d.find("Slice and Dice", zone="hand"))
    d.resolve()
    d.choose(True)
    assert d.ids("Festering Goblin", zone="graveyard")
    assert d.state.objects[d.find("Glory Seeker")].damage == 1
