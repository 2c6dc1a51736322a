"""Shade's Breath — {1}{B} Instant.

Oracle: "Until end of turn, each creature you control becomes a black Shade and gains
"{B}: This creature gets +1/+1 until end of turn.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Shade's Breath")


def test_only_your_creatures_become_black_shades() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Shade's Breath")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    mine = d.find("Glory Seeker", player=0)
    theirs = d.find("Glory Seeker", player=1)
    d.cast(0, "Shade's Breath")
    d.resolve()
    c = d.chars(mine)
    assert c.subtypes == frozenset({"Shade"}) and c.colors == frozenset({"B"})
    assert "Shade" not in d.chars(theirs).subtypes
    d.activate(0, mine)
    d.resolve()
    assert d.chars(mine).power == 3


def test_a_face_down_creature_turned_face_up_stays_a_black_shade() -> None:
    """Shade's Breath applied to a face-down creature still applies once it is turned face up
    (CR 708.8): Exalted Angel is a black Shade with its printed power and toughness."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Shade's Breath")
    s.battlefield(0, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    d.cast(0, "Shade's Breath")
    d.resolve()
    d.special(0, "turn_face_up", angel)
    d.pay()
    c = d.chars(angel)
    assert c.colors == frozenset({"B"}) and c.subtypes == frozenset({"Shade"})
    assert (c.power, c.toughness) == (4, 5) and c.has("Flying")
