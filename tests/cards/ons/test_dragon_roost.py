"""Dragon Roost — {4}{R}{R} Enchantment.

Oracle: "{5}{R}{R}: Create a 5/5 red Dragon creature token with flying. (It can't be blocked
except by creatures with flying or reach.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dragon Roost")


def test_makes_a_flying_five_five_red_dragon() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7, "Dragon Roost")
    d = Driver(s.build())
    d.activate(0, "Dragon Roost")
    d.resolve()
    [dragon] = d.ids("Dragon Token", zone="battlefield", player=0)
    c = d.chars(dragon)
    assert (c.power, c.toughness, c.colors, c.subtypes) == (5, 5, {"R"}, {"Dragon"})
    assert c.has("Flying")
    assert d.state.objects[dragon].tapped is False
