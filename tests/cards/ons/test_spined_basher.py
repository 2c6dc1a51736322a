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


def test_turning_it_face_up_doesnt_change_summoning_sickness() -> None:
    """CR 708.8, 302.6: turned face up it is the same permanent, still under its controller's
    control only since this turn, so it can't attack."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6, "Glory Seeker")
    s.hand(0, "Spined Basher")
    s.library(1, "Swamp")
    d = Driver(s.build())
    d.cast(0, "Spined Basher", method="face_down")
    d.resolve()
    oid = d.find("Spined Basher", zone="battlefield")
    d.special(0, "turn_face_up", oid)
    d.pay()
    assert (d.chars(oid).power, d.chars(oid).toughness) == (3, 1)
    d.to_combat()
    d.expect("declare_attackers")
    can_attack = {getattr(a, "creature", None) for a in d.game.legal_actions()}
    assert d.find("Glory Seeker") in can_attack and oid not in can_attack
