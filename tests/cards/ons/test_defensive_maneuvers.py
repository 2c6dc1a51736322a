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




def test_cast_after_blocks_the_blocker_survives_combat_damage() -> None:
    """An instant cast in the declare blockers step (CR 509.2, 117.3c): the blocking Glory
    Seeker becomes 2/6 before combat damage and survives Barkhide Mauler's 4 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Defensive Maneuvers")
    s.battlefield(1, "Barkhide Mauler")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    mauler, seeker = d.find("Barkhide Mauler"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([mauler])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: mauler})
    d.pass_priority()  # the active player passes in the declare blockers step
    d.cast(0, "Defensive Maneuvers")
    d.resolve()
    d.choose("Soldier")
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].damage == 4
    assert d.state.objects[mauler].damage == 2


def test_a_changeling_gets_it_and_a_face_down_creature_does_not() -> None:
    """CR 702.73a: Avian Changeling is every creature type, so it's a Soldier and gets +0/+4;
    a face-down creature has no creature type (CR 708.2a) and gets nothing."""
    from tests.reference_cards import AVIAN_CHANGELING
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Avian Changeling")
    s.battlefield(1, "Glory Seeker", face_down=True)
    s.hand(0, "Defensive Maneuvers")
    d = Driver(s.build())
    d.cast(0, "Defensive Maneuvers")
    d.resolve()
    d.choose("Soldier")
    changeling = d.find("Avian Changeling")
    hidden = d.find("Glory Seeker")
    assert d.chars(changeling).toughness == 6
    assert d.chars(hidden).toughness == 2


def test_a_name_that_is_no_creature_type_is_refused_and_nothing_changes() -> None:
    """CR 205.3m: the choice must be a creature type; "Forest" (a land type) is refused with
    an error naming it, the choice is still pending, and no creature has changed."""
    from manastack.game import IllegalActionError
    d = setup()
    d.cast(0, "Defensive Maneuvers")
    d.resolve()
    d.expect("choose_creature_type")
    with pytest.raises(IllegalActionError, match="Forest"):
        d.choose("Forest")
    d.expect("choose_creature_type")
    assert all(d.chars(s).toughness == 2 for s in d.ids("Glory Seeker"))
    d.choose("Goblin")
    assert d.chars(d.find("Festering Goblin")).toughness == 5
    assert all(d.chars(s).toughness == 2 for s in d.ids("Glory Seeker"))
