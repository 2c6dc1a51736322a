"""Syphon Soul — {2}{B} Sorcery.

Oracle: "Syphon Soul deals 2 damage to each other player. You gain life equal to the damage
dealt this way."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Syphon Soul")


def test_drains_each_other_player() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (24, 18, 18)


def test_prevented_damage_gains_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Soul")
    s.battlefield(1, "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Syphon Soul")
    d.pass_priority()
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    d.resolve()
    assert (d.life(0), d.life(1)) == (21, 19)
