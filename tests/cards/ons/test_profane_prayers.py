"""Profane Prayers — {2}{B}{B} Sorcery.

Oracle: "Profane Prayers deals X damage to any target and you gain X life, where X is the
number of Clerics on the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Profane Prayers")

def test_x_damage_and_x_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Cabal Archon", "Disciple of Malice")
    s.hand(0, "Profane Prayers")
    s.battlefield(1, "Battlefield Medic")
    d = Driver(s.build())
    d.cast(0, "Profane Prayers", targets=[1])
    d.resolve()
    assert d.life(1) == 17
    assert d.life(0) == 23
