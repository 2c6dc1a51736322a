"""Immolation — {R} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +2/-2."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Immolation")


def test_plus_two_minus_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Immolation", "Immolation")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Immolation", targets=[warrior])
    d.resolve()
    c = d.chars(warrior)
    assert (c.power, c.toughness) == (4, 1)


def test_kills_a_two_toughness_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Immolation")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Immolation", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Immolation", zone="graveyard")
