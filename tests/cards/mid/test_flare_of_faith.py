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


def _with_evolution() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Island", "Glory Seeker")
    s.hand(0, "Flare of Faith", "Artificial Evolution")
    return Driver(s.build())


def test_whether_it_is_a_human_is_checked_as_it_resolves() -> None:
    """CR 608.2h: Artificial Evolution, cast in response, makes Glory Seeker an Elf Soldier;
    as Flare of Faith resolves it isn't a Human, so it gets only +2/+2 and no indestructible."""
    d = _with_evolution()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.cast(0, "Artificial Evolution", targets=[seeker])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 4) and not c.has("Indestructible")


def test_it_keeps_the_human_bonus_after_it_stops_being_a_human() -> None:
    """CR 608.2h, 611.2c: the +3/+3 and indestructible were given as Flare of Faith resolved; Glory
    Seeker becoming an Elf afterwards doesn't take them away before end of turn."""
    d = _with_evolution()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Flare of Faith", targets=[seeker])
    d.resolve()
    d.cast(0, "Artificial Evolution", targets=[seeker])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    c = d.chars(seeker)
    assert "Human" not in c.subtypes
    assert (c.power, c.toughness) == (5, 5) and c.has("Indestructible")
