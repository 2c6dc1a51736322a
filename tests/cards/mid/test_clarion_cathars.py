"""Clarion Cathars — {3}{W} Creature — Human Knight 3/3.

Oracle: "When Clarion Cathars enters the battlefield, create a 1/1 white Human creature
token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Clarion Cathars")


def test_creates_a_human() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Clarion Cathars")
    d = Driver(s.build())
    d.cast(0, "Clarion Cathars")
    d.resolve()
    d.resolve()
    human = d.find("Human", zone="battlefield")
    c = d.chars(human)
    assert (c.power, c.toughness) == (1, 1) and "W" in c.colors and "Human" in c.subtypes
    assert d.state.objects[human].controller == 0
