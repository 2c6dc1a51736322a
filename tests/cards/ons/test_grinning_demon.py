"""Grinning Demon — {2}{B}{B} Creature — Demon 6/6.

Oracle: "At the beginning of your upkeep, you lose 2 life. / Morph {2}{B}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Grinning Demon")


def test_its_controller_loses_two_life_in_their_upkeep_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Grinning Demon")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("draw", turn=4)
    assert (d.life(0), d.life(1)) == (20, 20)
    d.pass_until("draw", turn=5)
    assert d.life(0) == 18


def test_face_down_it_costs_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Grinning Demon", face_down=True)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.pass_until("draw", turn=5)
    assert d.life(0) == 20
