"""Defensive Maneuvers — {3}{W} Instant.

Oracle: "Creatures of the creature type of your choice get +0/+4 until end of turn."
Rulings covered: none in the seed set.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Defensive Maneuvers")


def setup() -> Driver:
    s = Scenario(seed=7)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Island")
    s.battlefield(0, "Glory Seeker", "Imagecrafter")
    s.battlefield(1, "Glory Seeker", "Festering Goblin")
    s.hand(0, "Defensive Maneuvers")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    return Driver(s.build())


def test_every_creature_of_the_chosen_type_gets_plus_zero_plus_four() -> None:
    d = setup()
    d.cast(0, "Defensive Maneuvers")
    d.resolve()
    d.expect("choose_creature_type")
    d.choose("Soldier")
    for seeker in d.ids("Glory Seeker"):
        assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 6)
    assert d.chars(d.find("Festering Goblin")).toughness == 1
    assert d.chars(d.find("Imagecrafter")).toughness == 1
    d.pass_until(Step.UPKEEP, turn=4)
    assert all(d.chars(s).toughness == 2 for s in d.ids("Glory Seeker"))


def test_a_creature_that_becomes_the_type_afterwards_is_not_affected() -> None:
    """CR 611.2c: the affected creatures are determined as the spell resolves."""
    d = setup()
    d.cast(0, "Defensive Maneuvers")
    d.resolve()
    d.choose("Soldier")
    goblin = d.find("Festering Goblin")
    d.activate(0, "Imagecrafter", targets=[goblin])
    d.resolve()
    d.choose("Soldier")
    assert "Soldier" in d.chars(goblin).subtypes
    assert d.chars(goblin).toughness == 1
