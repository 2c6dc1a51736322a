"""Aven Brigadier — {3}{W}{W}{W} Creature — Bird Soldier 3/5.

Oracle: "Flying / Other Bird creatures get +1/+1. / Other Soldier creatures get +1/+1."
Rulings covered: ONS-FAQ-077, ONS-FAQ-043.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Aven Brigadier")


@pytest.mark.ruling("ONS-FAQ-077", "ONS-FAQ-043")
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
