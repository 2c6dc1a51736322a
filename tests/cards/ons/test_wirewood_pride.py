"""Wirewood Pride — {G} Instant.

Oracle: "Target creature gets +X/+X until end of turn, where X is the number of Elves on the
battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wirewood Pride")

def test_plus_x_where_x_is_elves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Elvish Warrior", "Glory Seeker")
    s.hand(0, "Wirewood Pride")
    s.battlefield(1, "Wellwisher")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Wirewood Pride", targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)


def test_x_is_counted_once_as_it_resolves() -> None:
    """CR 608.2h, 611.2d: X is the number of Elves as the spell resolves and doesn't change
    when another Elf enters afterwards; the targeted Elf counts itself."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Elvish Warrior")
    s.hand(0, "Wirewood Pride", "Wellwisher")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Wirewood Pride", targets=[warrior])
    d.resolve()
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (3, 4)
    d.cast(0, "Wellwisher")
    d.resolve()
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (3, 4)


def test_no_effect_when_the_target_left_before_it_resolves() -> None:
    """CR 608.2b: the only target is gone, so the spell doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Mountain")
    s.hand(0, "Wirewood Pride")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Wirewood Pride", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.zone_of("Wirewood Pride") == "graveyard" and not d.state.stack
    warrior = d.find("Elvish Warrior")
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (2, 3)


def test_a_face_down_elf_is_not_counted() -> None:
    """CR 708.2a: a face-down Wirewood Herald has no creature types, so X counts only
    Elvish Warrior: +1/+1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Elvish Warrior", "Glory Seeker")
    s.battlefield(0, "Wirewood Herald", face_down=True)
    s.hand(0, "Wirewood Pride")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Wirewood Pride", targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)


def test_with_no_elf_x_is_zero_and_the_spell_still_resolves() -> None:
    """X = 0 with no Elf on the battlefield: the Seeker stays 2/2, and the spell resolves
    (a legal target) to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Glory Seeker")
    s.hand(0, "Wirewood Pride")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Wirewood Pride", targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    assert d.zone_of("Wirewood Pride") == "graveyard" and not d.state.stack


def test_a_changeling_and_an_opponents_elf_count_and_the_bonus_ends_at_cleanup() -> None:
    """CR 702.73a: Avian Changeling is every creature type, an Elf among them; "Elves on the
    battlefield" counts every player's: X = 3 (the Changeling, Elvish Warrior, the opponent's
    Wellwisher). CR 514.2: the bonus is gone the next turn."""
    from tests.reference_cards import AVIAN_CHANGELING

    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Glory Seeker", "Avian Changeling", "Elvish Warrior")
    s.battlefield(1, "Wellwisher")
    s.hand(0, "Wirewood Pride")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Wirewood Pride", targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (5, 5)
    d.pass_until("upkeep", turn=4)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
