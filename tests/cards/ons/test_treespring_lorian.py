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


def test_turned_face_up_after_blocks_it_deals_and_survives_as_a_five_four() -> None:
    """CR 702.37e, 708.8: turned face up after blockers are declared it stays blocked, and
    combat damage uses its 5/4 characteristics: it kills the 2/3 blocker that would have
    survived the face-down 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Treespring Lorian", face_down=True)
    s.battlefield(0, *["Forest"] * 6)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    lorian, warrior = d.find("Treespring Lorian"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([lorian])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: lorian})
    d.special(0, "turn_face_up", lorian)
    d.pay()
    assert d.state.combat is not None and lorian in d.state.combat.blockers[warrior]
    d.pass_until("end_of_combat")
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Treespring Lorian") == "battlefield"
    assert d.state.objects[lorian].damage == 2 and d.life(1) == 20
