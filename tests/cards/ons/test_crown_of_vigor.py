"""Crown of Vigor — {1}{G} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +1/+1. / Sacrifice Crown of Vigor:
Enchanted creature and other creatures that share a creature type with it get +1/+1 until end
of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crown of Vigor")


def test_static_and_sacrifice_bonus() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Elvish Warrior", "Glory Seeker")
    s.hand(0, "Crown of Vigor")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    mine, theirs = d.ids("Elvish Warrior")
    d.cast(0, "Crown of Vigor", targets=[mine])
    d.resolve()
    assert (d.chars(mine).power, d.chars(mine).toughness) == (3, 4)
    assert d.chars(theirs).power == 2
    d.activate(0, "Crown of Vigor")
    d.resolve()
    assert (d.chars(mine).power, d.chars(mine).toughness) == (3, 4)
    assert (d.chars(theirs).power, d.chars(theirs).toughness) == (3, 4)
    assert d.chars(d.find("Glory Seeker")).power == 2
