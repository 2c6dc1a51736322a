"""Convalescent Care — {1}{W}{W} Enchantment.

Oracle: "At the beginning of your upkeep, if you have 5 or less life, you gain 3 life and
draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Convalescent Care")


def test_gains_three_and_draws_at_low_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Convalescent Care")
    s.library(0, "Forest", "Forest")
    s.life(0, 4)
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("draw", turn=5)  # the trigger resolved during the upkeep
    assert d.life(0) == 7
    assert len(d.state.players[0].hand) == 2  # one from the trigger, one for the turn


def test_only_on_its_controllers_upkeep() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Convalescent Care")
    s.library(1, "Forest", "Forest")
    s.life(0, 4)
    s.at("end", active=0, turn=4)
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=5)
    assert d.life(0) == 4
