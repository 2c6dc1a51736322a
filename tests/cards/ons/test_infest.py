"""Infest — {1}{B}{B} Sorcery.

Oracle: "All creatures get -2/-2 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Infest")

def test_all_creatures_get_minus_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Infest")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Infest")
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    w = d.find("Elvish Warrior")
    assert (d.chars(w).power, d.chars(w).toughness) == (0, 1)
