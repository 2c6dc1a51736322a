"""Wretched Anurid — {1}{B} Creature — Zombie Frog Beast 3/3.

Oracle: "Whenever another creature enters the battlefield, you lose 1 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wretched Anurid")


def test_any_players_creature_entering_costs_its_controller_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wretched Anurid")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.resolve()
    d.resolve()
    assert d.life(0) == 19 and d.life(1) == 20
