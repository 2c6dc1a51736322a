"""Tribal Unity — {X}{2}{G} Instant.

Oracle: "Creatures of the creature type of your choice get +X/+X until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Tribal Unity")


def test_creatures_of_the_chosen_type_get_plus_x() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Wirewood Savage", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Tribal Unity")
    d = Driver(s.build())
    d.cast(0, "Tribal Unity", x=2)
    d.resolve()
    d.choose("Elf")
    assert d.chars(d.find("Wirewood Savage")).power == 4
    assert d.chars(d.find("Elvish Warrior")).toughness == 5
    assert d.chars(d.find("Glory Seeker")).power == 2
