"""Geistwave — {1}{U} Instant.

Oracle: "Return target nonland permanent to its owner's hand. If you controlled that
permanent, draw a card."
Rulings covered: MID-RN-245.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Geistwave")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker")
    s.hand(0, "Geistwave")
    s.library(0, "Plains")
    s.battlefield(1, "Elvish Warrior")
    return Driver(s.build())


def test_own_permanent_draws() -> None:
    d = setup()
    d.cast(0, "Geistwave", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand") and d.ids("Plains", zone="hand")


@pytest.mark.ruling("MID-RN-245", "MID-OR-0166")
def test_opponents_permanent_no_draw() -> None:
    d = setup()
    d.cast(0, "Geistwave", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="hand", player=1)
    assert d.ids("Plains", zone="library")
