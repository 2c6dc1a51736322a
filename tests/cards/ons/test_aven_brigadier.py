"""Aven Brigadier — {3}{W}{W}{W} Creature — Bird Soldier 3/5.

Oracle: "Flying / Other Bird creatures get +1/+1. / Other Soldier creatures get +1/+1."
Rulings covered: ONS-FAQ-077, ONS-FAQ-043.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Aven Brigadier")


def test_each_anthem_applies_separately_to_every_player() -> None:
    """CR 405.6b, 117.2b, 110.3, 302.4c: the Brigadiers' static abilities apply without using the
    stack: each creature's power and toughness are its printed ones as modified by them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Aven Brigadier")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (4, 4)  # two Brigadiers, any controller
    for b in d.ids("Aven Brigadier"):
        # each is a Bird and a Soldier: +1/+1 twice from the other one
        c = d.chars(b)
        assert (c.power, c.toughness) == (5, 7)
        assert c.has("Flying")


@pytest.mark.ruling("ONS-FAQ-077", "ONS-FAQ-043", "ONS-OR-0009")
def test_bird_soldiers_get_both_bonuses() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Aven Brigadier", "Screaming Seahawk", "Glory Seeker",
                  "Elvish Warrior")
    d = Driver(s.build())
    first, second = d.ids("Aven Brigadier")
    assert d.chars(first).power == 5 and d.chars(first).toughness == 7  # +2/+2 from the other
    assert d.chars(d.find("Screaming Seahawk")).power == 4  # two Bird bonuses
    assert d.chars(d.find("Glory Seeker")).power == 4  # two Soldier bonuses
    assert d.chars(d.find("Elvish Warrior")).power == 2
