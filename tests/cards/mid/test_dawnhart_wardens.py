"""Dawnhart Wardens — {1}{G}{W} Creature — Human Warlock 3/3.

Oracle: "Vigilance / Coven — At the beginning of combat on your turn, if you control three or
more creatures with different powers, creatures you control get +1/+0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dawnhart Wardens")


def test_coven_pumps_your_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Wall of Mulch")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    assert d.chars(d.find("Dawnhart Wardens")).power == 4
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.chars(d.find("Wall of Mulch")).power == 1
    assert d.chars(d.find("Elvish Warrior")).power == 2


def test_no_coven_no_pump() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    assert d.chars(d.find("Dawnhart Wardens")).power == 3
    assert "Vigilance" in d.chars(d.find("Dawnhart Wardens")).keywords
