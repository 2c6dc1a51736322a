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


def test_turned_face_up_in_response_to_a_shock_it_survives_with_the_damage() -> None:
    """CR 702.37e, 116.2b: turning a face-down permanent face up is a special action its
    controller may take whenever they have priority, with a spell on the stack too; CR 708.8:
    it is the same permanent, still the Shock's target, so the damage is dealt to the 9/9."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8)
    s.battlefield(0, "Krosan Colossus", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    oid = d.find("Krosan Colossus")
    d.cast(1, "Shock", targets=[oid])
    d.pass_priority()
    d.special(0, "turn_face_up", oid)
    d.pay()
    assert d.state.stack  # the Shock is still waiting
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "battlefield"
    assert d.state.objects[oid].damage == 2 and d.chars(oid).power == 9
