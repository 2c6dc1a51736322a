"""Starlit Sanctum — Land.

Oracle: "{T}: Add {C}. / {W}, {T}, Sacrifice a Cleric creature: You gain life equal to the
sacrificed creature's toughness. / {B}, {T}, Sacrifice a Cleric creature: Target player loses
life equal to the sacrificed creature's power."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Starlit Sanctum")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Starlit Sanctum", "Plains", "Swamp", "Daru Healer")
    return Driver(s.build())


def test_white_ability_gains_the_clerics_toughness() -> None:
    d = setup()
    d.activate(0, "Starlit Sanctum", index=1, choices=[d.find("Daru Healer")])
    assert d.ids("Daru Healer", zone="graveyard")
    d.resolve()
    assert d.life(0) == 22


def test_black_ability_drains_the_clerics_power() -> None:
    d = setup()
    d.activate(0, "Starlit Sanctum", index=2, targets=[1], choices=[d.find("Daru Healer")])
    d.resolve()
    assert d.life(1) == 19 and d.life(0) == 20
