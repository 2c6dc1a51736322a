"""Treespring Lorian — {5}{G} Creature — Beast 5/4.

Oracle: "Morph {5}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it
face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Treespring Lorian")


def test_turning_it_face_up_needs_its_morph_cost() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.battlefield(0, "Treespring Lorian", face_down=True)
    d = Driver(s.build())
    oid = d.find("Treespring Lorian")
    d.special(0, "turn_face_up", oid)
    d.pay()
    c = d.chars(oid)
    assert (c.power, c.toughness) == (5, 4) and c.colors == {"G"}
    assert not d.state.objects[oid].face_down
