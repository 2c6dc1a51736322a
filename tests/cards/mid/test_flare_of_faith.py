"""Flare of Faith — {1}{W} Instant.

Oracle: "Target creature gets +2/+2 until end of turn. If it's a Human, instead it gets +3/+3
and gains indestructible until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Flare of Faith")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Flare of Faith")
    return Driver(s.build())


def test_human_gets_three_and_indestructible() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")  # Human Soldier
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (5, 5) and c.has("Indestructible")


def test_non_human_gets_two() -> None:
    d = setup()
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Flare of Faith", targets=[warrior])
    d.resolve()
    c = d.chars(warrior)
    assert (c.power, c.toughness) == (4, 5) and not c.has("Indestructible")
