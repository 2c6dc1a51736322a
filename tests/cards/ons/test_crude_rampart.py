"""Crude Rampart — {3}{W} Creature — Wall 4/5.

Oracle: "Defender / Morph {4}{W}"
Rulings covered: ONS-FAQ-158.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crude Rampart")


def test_face_up_it_cannot_attack() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Crude Rampart", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert attackers == {d.find("Glory Seeker")}


@pytest.mark.ruling("ONS-FAQ-158", "ONS-OR-0015")
def test_attacking_face_down_then_turned_up_it_stays_in_combat() -> None:
    """Defender is checked only as attackers are declared (CR 508.1c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Crude Rampart", face_down=True)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    rampart = d.find("Crude Rampart")
    d.to_combat()
    d.attack([rampart])
    d.special(0, "turn_face_up", rampart)
    d.pay()
    assert d.chars(rampart).has("Defender")
    assert rampart in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 16


def test_face_up_it_blocks_and_survives_a_glory_seeker() -> None:
    """CR 702.3b: defender doesn't stop blocking; the 4/5 Wall blocks Glory Seeker, kills
    it and survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Crude Rampart")
    d = Driver(s.build())
    seeker, rampart = d.find("Glory Seeker"), d.find("Crude Rampart")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({rampart: seeker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Crude Rampart") == "battlefield"
    assert d.state.objects[rampart].damage == 2 and d.life(1) == 20


def test_turning_it_face_up_costs_its_morph_cost() -> None:
    """CR 702.37e: turning it face up costs {4}{W}; with the five Plains tapped for it, it is
    a 4/5 Wall with defender, the turning using no stack (CR 116.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Crude Rampart", face_down=True)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    rampart = d.find("Crude Rampart")
    d.special(0, "turn_face_up", rampart)
    d.pay()
    assert not d.state.stack
    c = d.chars(rampart)
    assert (c.power, c.toughness) == (4, 5) and c.has("Defender") and "Wall" in c.subtypes
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
