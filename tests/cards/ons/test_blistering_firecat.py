"""Blistering Firecat — {1}{R}{R}{R} Creature — Elemental Cat 7/1.

Oracle: "Trample, haste / At the beginning of the end step, sacrifice Blistering Firecat. /
Morph {R}{R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Blistering Firecat")


def test_attacks_at_once_then_is_sacrificed_at_end_step() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Blistering Firecat")
    d = Driver(s.build())
    d.cast(0, "Blistering Firecat")
    d.resolve()
    d.to_combat()
    d.attack([d.find("Blistering Firecat")])
    d.pass_until("end")
    assert d.life(1) == 13
    assert d.ids("Blistering Firecat", zone="graveyard")


def test_sacrificed_in_an_opponents_end_step_too() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Blistering Firecat")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_until("end")
    assert d.ids("Blistering Firecat", zone="graveyard")


def test_face_down_it_stays() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Blistering Firecat", face_down=True)
    d = Driver(s.build())
    d.pass_until("end")
    assert d.ids("Blistering Firecat", zone="battlefield")


def test_turned_face_up_during_the_end_step_it_lasts_until_the_next_end_step() -> None:
    """CR 513.1a, 603.2: "at the beginning of the end step" triggers only as the step
    begins; face down then, it had no ability (CR 708.2). Turned face up during that end
    step, it stays until the beginning of the next end step, the opponent's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Blistering Firecat", face_down=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.special(0, "turn_face_up", "Blistering Firecat")
    d.pay()
    assert not d.state.stack
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Blistering Firecat") == "battlefield"
    d.pass_until("end", turn=4)  # its trigger resolves on the way
    assert d.zone_of("Blistering Firecat") == "graveyard"


def test_cast_face_down_then_turned_up_it_attacks_at_once_with_trample() -> None:
    """CR 708.2, 702.10: cast face down it is a nameless 2/2 with no haste, hidden from the
    opponent (CR 708.5); turned face up the same turn it has haste and may attack (CR 302.6),
    and blocked by Glory Seeker (2/2) it assigns 2 to it and tramples 5 over (CR 702.19b)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Blistering Firecat")
    s.battlefield(1, "Glory Seeker")
    for p in range(2):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Blistering Firecat", method="face_down")
    d.resolve()
    cat = d.find("Blistering Firecat", zone="battlefield")
    assert (d.chars(cat).power, d.chars(cat).toughness) == (2, 2)
    assert not d.chars(cat).has("Haste")
    assert "Blistering Firecat" not in json.dumps(d.game.view(1))
    d.special(0, "turn_face_up", cat)
    d.pay()
    assert d.chars(cat).has("Haste") and d.chars(cat).has("Trample")
    d.to_combat()
    d.attack([cat])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): cat})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((2, 5))
    d.pass_until("postcombat_main")
    assert d.life(1) == 15
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Blistering Firecat") == "graveyard"  # 1 toughness, dealt 2


def test_face_down_without_haste_it_can_t_attack_the_turn_it_arrives() -> None:
    """CR 302.6: the face-down 2/2 cast this turn has no haste (CR 708.2): no attack is
    offered, so the game goes past combat without a declaration."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Blistering Firecat")
    d = Driver(s.build())
    d.cast(0, "Blistering Firecat", method="face_down")
    d.resolve()
    cat = d.find("Blistering Firecat", zone="battlefield")
    d.pass_priority()
    while d.state.step.name != "POSTCOMBAT_MAIN":
        assert d.decision.kind == "priority"
        d.pass_priority()
    assert not d.state.objects[cat].tapped
    assert d.life(1) == 20
