"""Bladestitched Skaab — {U}{B} Creature — Zombie Soldier 2/3.

Oracle: "Other Zombies you control get +1/+0."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bladestitched Skaab")


def test_other_zombies_you_control() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Bladestitched Skaab", "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    mine, theirs = d.ids("Gluttonous Zombie", player=0)[0], d.ids("Gluttonous Zombie", player=1)[0]
    assert d.chars(mine).power == 4 and d.chars(mine).toughness == 3
    assert d.chars(theirs).power == 3
    assert d.chars(d.find("Glory Seeker")).power == 2
    assert d.chars(d.find("Bladestitched Skaab")).power == 2
