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


def test_turned_face_up_during_the_upkeep_it_costs_nothing_that_turn() -> None:
    """CR 503.1a, 603.2: "at the beginning of your upkeep" triggers only as the upkeep
    begins; face down then (no abilities, CR 708.2), the Demon turned face up during the
    upkeep costs no life that turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grinning Demon", face_down=True)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.special(0, "turn_face_up", "Grinning Demon")
    d.pay()
    assert not d.state.stack
    d.pass_until("draw", turn=3)
    assert d.life(0) == 20
