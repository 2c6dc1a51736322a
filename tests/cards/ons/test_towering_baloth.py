"""Towering Baloth — {6}{G}{G} Creature — Beast 7/6.

Oracle: "Morph {6}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it
face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Towering Baloth")


def test_cast_face_down_for_three_then_turned_up_for_seven() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 10)
    s.hand(0, "Towering Baloth")
    d = Driver(s.build())
    d.cast(0, "Towering Baloth", method="face_down")
    d.resolve()
    oid = d.find("Towering Baloth", zone="battlefield")
    forests = d.ids("Forest", zone="battlefield")
    assert sum(d.state.objects[f].tapped for f in forests) == 3
    d.special(0, "turn_face_up", oid)
    d.pay()
    assert sum(d.state.objects[f].tapped for f in forests) == 10
    c = d.chars(oid)
    assert (c.power, c.toughness) == (7, 6)


def test_effects_on_the_face_down_creature_still_apply_once_it_is_turned_up() -> None:
    """CR 708.8: turning a permanent face up keeps the effects already applied to it and the
    damage marked on it; its new copiable values are 7/6 (CR 702.37e)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Towering Baloth", face_down=True, damage=1)
    s.battlefield(0, *["Forest"] * 7, *["Plains"] * 3)
    s.hand(0, "Inspirit")
    d = Driver(s.build())
    oid = d.find("Towering Baloth", zone="battlefield")
    d.cast(0, "Inspirit", targets=[oid])
    d.resolve()
    assert (d.chars(oid).power, d.chars(oid).toughness) == (4, 6)
    d.special(0, "turn_face_up", oid)
    d.pay()
    assert (d.chars(oid).power, d.chars(oid).toughness) == (9, 10)
    assert d.state.objects[oid].damage == 1
