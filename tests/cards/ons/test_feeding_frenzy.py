"""Feeding Frenzy — {2}{B} Instant.

Oracle: "Target creature gets -X/-X until end of turn, where X is the number of Zombies on the
battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Feeding Frenzy")

def test_minus_x_where_x_is_zombies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Festering Goblin")
    s.hand(0, "Feeding Frenzy")
    s.battlefield(1, "Barkhide Mauler", "Nantuko Husk")
    d = Driver(s.build())
    m = d.find("Barkhide Mauler")
    d.cast(0, "Feeding Frenzy", targets=[m])
    d.resolve()
    assert (d.chars(m).power, d.chars(m).toughness) == (2, 2)  # two Zombies
