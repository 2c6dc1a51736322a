"""Falcon Abomination — {2}{U} Creature — Zombie Bird 2/2.

Oracle: "Flying / When Falcon Abomination enters the battlefield, create a 2/2 black Zombie
creature token with decayed."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Falcon Abomination")


def test_creates_a_decayed_zombie() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Falcon Abomination")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()
    z = d.chars(d.find("Zombie", zone="battlefield"))
    assert (z.power, z.toughness) == (2, 2) and z.has("Decayed") and "B" in z.colors
    assert d.chars(d.find("Falcon Abomination")).has("Flying")
