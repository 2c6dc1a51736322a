"""Krosan Colossus — {6}{G}{G}{G} Creature — Beast 9/9.

Oracle: "Morph {6}{G}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it
face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Krosan Colossus")


def test_turned_face_up_for_eight_it_is_a_nine_nine() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8)
    s.battlefield(0, "Krosan Colossus", face_down=True)
    d = Driver(s.build())
    oid = d.find("Krosan Colossus")
    assert (d.chars(oid).power, d.chars(oid).toughness) == (2, 2)
    d.special(0, "turn_face_up", oid)
    d.pay()
    c = d.chars(oid)
    assert (c.power, c.toughness) == (9, 9) and c.name == "Krosan Colossus"
    assert all(d.state.objects[x].tapped for x in d.ids("Forest", zone="battlefield"))
