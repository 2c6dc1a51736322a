"""Mounted Dreadknight — {4}{R} Creature — Vampire Knight 5/4.

Oracle: "Trample / Mounted Dreadknight enters the battlefield with a +1/+1 counter on it if an
opponent lost life this turn."
Rulings covered: MID-RN-194.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mounted Dreadknight")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Mounted Dreadknight", "Shock")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-194", "MID-OR-0417")
def test_enters_with_a_counter_after_an_opponent_lost_life() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Mounted Dreadknight")
    d.resolve()
    knight = d.find("Mounted Dreadknight", "battlefield")
    assert d.state.objects[knight].counters == {"+1/+1": 1}
    assert (d.chars(knight).power, d.chars(knight).toughness) == (6, 5)


def test_no_counter_otherwise() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    d.cast(0, "Mounted Dreadknight")
    d.resolve()
    assert d.state.objects[d.find("Mounted Dreadknight", "battlefield")].counters == {}
