"""Mythic Proportions — {4}{G}{G}{G} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +8/+8 and has trample."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mythic Proportions")


def test_enchanted_creature_gets_plus_eight_and_trample() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7, "Glory Seeker")
    s.hand(0, "Mythic Proportions")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Mythic Proportions", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (10, 10) and c.has("Trample")
    assert d.state.objects[d.find("Mythic Proportions")].attached_to == seeker
