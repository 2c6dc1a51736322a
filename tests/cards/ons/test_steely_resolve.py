"""Steely Resolve — {1}{G} Enchantment.

Oracle: "As Steely Resolve enters the battlefield, choose a creature type. / Creatures of the
chosen type have shroud. (They can't be the targets of spells or abilities.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Steely Resolve")


def test_creatures_of_the_chosen_type_have_shroud() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Wirewood Savage")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    s.hand(0, "Steely Resolve")
    d = Driver(s.build())
    d.cast(0, "Steely Resolve")
    d.resolve()
    d.choose("Elf")
    assert d.chars(d.find("Wirewood Savage")).has("Shroud")
    assert d.chars(d.find("Elvish Warrior")).has("Shroud")
    assert not d.chars(d.find("Glory Seeker")).has("Shroud")
