"""Centaur Glade — {3}{G}{G} Enchantment.

Oracle: "{2}{G}{G}: Create a 3/3 green Centaur creature token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Centaur Glade")


def test_makes_a_three_three_green_centaur() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Centaur Glade")
    d = Driver(s.build())
    d.activate(0, "Centaur Glade")
    d.resolve()
    [c] = d.ids("Centaur Token", zone="battlefield", player=0)
    ch = d.chars(c)
    assert (ch.power, ch.toughness, ch.colors, ch.subtypes) == (3, 3, {"G"}, {"Centaur"})
    assert not ch.abilities
