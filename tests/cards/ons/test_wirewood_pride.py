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
