"""Mistform Mask — {1}{U} Enchantment — Aura.

Oracle: "Enchant creature / {1}: Enchanted creature becomes the creature type of your choice
until end of turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mistform Mask")


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046")
def test_enchanted_creature_loses_its_types_for_the_chosen_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Elvish Warrior", "Wellwisher")
    s.hand(0, "Mistform Mask")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Mistform Mask", targets=[warrior])
    d.resolve()
    d.activate(0, "Mistform Mask")
    d.resolve()
    d.choose("Goblin")
    assert d.chars(warrior).subtypes == {"Goblin"}
    assert d.chars(d.find("Wellwisher")).subtypes == {"Elf"}
