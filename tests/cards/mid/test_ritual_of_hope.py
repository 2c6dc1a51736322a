"""Ritual of Hope — {1}{W} Instant.

Oracle: "Creatures you control get +1/+1 until end of turn. / Coven — If you control three or
more creatures with different powers, creatures you control get +2/+1 until end of turn
instead."
Rulings covered: MID-RN-029, MID-RN-030 (coven).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ritual of Hope")


def cast(*mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", *mine)
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Ritual of Hope")
    d = Driver(s.build())
    d.cast(0, "Ritual of Hope")
    d.resolve()
    return d


@pytest.mark.ruling("MID-RN-030", "MID-OR-0108")
def test_without_coven_plus_one_plus_one() -> None:
    d = cast("Elvish Warrior", "Daru Cavalier")
    w = d.chars(d.find("Elvish Warrior"))
    assert (w.power, w.toughness) == (3, 4)
    theirs = d.chars(d.find("Glory Seeker", player=1))
    assert (theirs.power, theirs.toughness) == (2, 2)


@pytest.mark.ruling("MID-RN-029", "MID-OR-0107")
def test_with_coven_plus_two_plus_one_instead() -> None:
    d = cast("Elvish Warrior", "Festering Goblin", "Krosan Tusker")  # powers 2, 1, 6
    w = d.chars(d.find("Elvish Warrior"))
    assert (w.power, w.toughness) == (4, 4)
    d.pass_until("upkeep", turn=4)
    w = d.chars(d.find("Elvish Warrior"))
    assert (w.power, w.toughness) == (2, 3)


def test_a_creature_entering_afterwards_gets_nothing() -> None:
    """CR 611.2c: "creatures you control get +1/+1" affects only the creatures controlled as
    it resolved; Glory Seeker cast afterwards is a plain 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Elvish Warrior")
    s.hand(0, "Ritual of Hope", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Ritual of Hope")
    d.resolve()
    d.cast(0, "Glory Seeker")
    d.resolve()
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (2, 2)
    warrior = d.chars(d.find("Elvish Warrior"))
    assert (warrior.power, warrior.toughness) == (3, 4)


def test_coven_counts_only_your_own_creatures() -> None:
    """CR 109.5, MID-RN-029: coven looks at creatures you control: the opponent's creatures
    of other powers don't make three different powers, so the bonus is +1/+1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Elvish Warrior", "Festering Goblin")
    s.battlefield(1, "Krosan Tusker")
    s.hand(0, "Ritual of Hope")
    d = Driver(s.build())
    d.cast(0, "Ritual of Hope")
    d.resolve()
    w = d.chars(d.find("Elvish Warrior"))
    assert (w.power, w.toughness) == (3, 4)


def test_coven_is_checked_as_it_resolves() -> None:
    """CR 608.2c: cast with three different powers (3, 2, 1), Shock kills the 1-power
    Wellwisher in response; two powers remain, so the survivors get +1/+1, not +2/+1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Duelcraft Trainer", "Glory Seeker", "Wellwisher")
    s.battlefield(1, "Mountain")
    s.hand(0, "Ritual of Hope")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Ritual of Hope")
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Wellwisher")])
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard"
    d.resolve()
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (3, 3)


def test_two_headed_giant_a_teammate_s_creatures_neither_count_nor_get_the_bonus() -> None:
    """"Creatures you control" (CR 109.5, 810.5): in Two-Headed Giant the teammate's 4-power
    Barkhide Mauler doesn't make a third power for coven and isn't pumped: the caster's own
    creatures get +1/+1."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 3)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Wellwisher")
    s.battlefield(1, "Barkhide Mauler")
    s.hand(0, "Ritual of Hope")
    d = Driver(s.build())
    d.cast(0, "Ritual of Hope")
    d.resolve()
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (3, 3)
    mauler = d.chars(d.find("Barkhide Mauler"))
    assert (mauler.power, mauler.toughness) == (4, 4)
