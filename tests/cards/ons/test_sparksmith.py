"""Sparksmith — {1}{R} Creature — Goblin 1/1.

Oracle: "{T}: Sparksmith deals X damage to target creature and X damage to you, where X is the
number of Goblins on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sparksmith")

def test_x_damage_to_creature_and_you() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sparksmith", "Goblin Sky Raider")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.activate(0, "Sparksmith", targets=[w])
    d.resolve()
    assert d.state.objects[w].damage == 2
    assert d.life(0) == 18


def test_gratuitous_violence_doubles_both_damages_even_to_its_controller() -> None:
    """Sparksmith is a creature its controller controls, so Gratuitous Violence doubles both
    parts of its damage: 2 Goblins make 4 to the creature and 4 to Sparksmith's controller."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Sparksmith", "Skirk Prospector")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.activate(0, "Sparksmith", targets=[tusker])
    d.resolve()
    assert d.state.objects[tusker].damage == 4
    assert d.life(0) == 16
