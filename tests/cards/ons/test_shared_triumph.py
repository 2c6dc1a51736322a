"""Shared Triumph — {1}{W} Enchantment.

Oracle: "As Shared Triumph enters the battlefield, choose a creature type. / Creatures of the
chosen type get +1/+1."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Shared Triumph")


def test_creatures_of_the_chosen_type_of_every_player_get_plus_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Daru Cavalier")
    s.hand(0, "Shared Triumph")
    d = Driver(s.build())
    d.cast(0, "Shared Triumph")
    d.resolve()
    d.choose("Soldier")
    assert d.zone_of("Shared Triumph") == "battlefield"
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.chars(d.find("Daru Cavalier")).toughness == 3
    assert (d.chars(d.find("Elvish Warrior")).power,
            d.chars(d.find("Elvish Warrior")).toughness) == (2, 3)
