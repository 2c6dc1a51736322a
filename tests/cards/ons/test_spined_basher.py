"""Spined Basher — {2}{B} Creature — Zombie Beast 3/1.

Oracle: "Morph {2}{B} (You may cast this card face down as a 2/2 creature for {3}. Turn it
face up any time for its morph cost.)"
Rulings covered: none in the seed documents (morph, CR 702.37).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Spined Basher")


def test_cast_face_down_then_turned_face_up_for_its_morph_cost() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Spined Basher")
    d = Driver(s.build())
    d.cast(0, "Spined Basher", method="face_down")
    d.resolve()
    oid = d.find("Spined Basher", zone="battlefield")
    c = d.chars(oid)
    assert d.state.objects[oid].face_down and (c.power, c.toughness) == (2, 2)
    assert not c.colors and not c.subtypes
    d.special(0, "turn_face_up", oid)
    d.pay()
    c = d.chars(oid)
    assert not d.state.objects[oid].face_down
    assert (c.power, c.toughness) == (3, 1) and c.subtypes == {"Zombie", "Beast"}
    assert sum(1 for x in d.ids("Swamp", zone="battlefield") if d.state.objects[x].tapped) == 6
