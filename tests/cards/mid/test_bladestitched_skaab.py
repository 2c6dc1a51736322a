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


def test_control_not_ownership_decides_you_control() -> None:
    """CR 110.2: "Zombies you control" are those you control: one you control but don't own
    gets +1/+0, one you own but another player controls doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bladestitched Skaab")
    s.battlefield(0, "Gluttonous Zombie", owner=1)
    s.battlefield(1, "Gluttonous Zombie", owner=0)
    d = Driver(s.build())
    borrowed = d.ids("Gluttonous Zombie", player=0)[0]
    lent = d.ids("Gluttonous Zombie", player=1)[0]
    assert d.state.objects[borrowed].owner == 1 and d.state.objects[lent].owner == 0
    assert d.chars(borrowed).power == 4
    assert d.chars(lent).power == 3
