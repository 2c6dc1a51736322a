"""Shepherd of Rot — {1}{B} Creature — Zombie Cleric 1/1.

Oracle: "{T}: Each player loses 1 life for each Zombie on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Shepherd of Rot")

def test_each_player_loses_one_per_zombie() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Shepherd of Rot", "Festering Goblin")
    s.battlefield(1, "Accursed Centaur")
    d = Driver(s.build())
    d.activate(0, "Shepherd of Rot")
    d.resolve()
    assert (d.life(0), d.life(1)) == (17, 17)
