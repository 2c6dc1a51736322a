"""Whipcorder — {W}{W} Creature — Human Soldier Rebel 2/2.

Oracle: "{W}, {T}: Tap target creature. / Morph {W} (You may cast this card face down as a 2/2
creature for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import ActivateAbility, DeclareAttacker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Whipcorder")


def test_taps_target_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", "Plains")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.activate(0, "Whipcorder", targets=[w])
    d.resolve()
    assert d.state.objects[w].tapped
    assert d.state.objects[d.find("Whipcorder")].tapped
    assert d.state.objects[d.find("Plains")].tapped


def test_turned_face_up_for_w() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", face_down=True)
    s.battlefield(0, "Plains")
    d = Driver(s.build())
    oid = d.find("Whipcorder")
    d.special(0, "turn_face_up", oid)
    d.pay()
    assert d.chars(oid).subtypes == {"Human", "Soldier", "Rebel"}


def _activatable(d: Driver, oid: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == oid
               for a in d.game.legal_actions())


def test_not_the_turn_it_came_under_control() -> None:
    """CR 302.6: a {T} ability of a creature can't be activated unless it has been under its
    controller's control continuously since their most recent turn began."""
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", "Plains", sick=True)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    assert not _activatable(d, d.find("Whipcorder"))


def test_face_down_it_has_no_ability_face_up_it_does() -> None:
    """CR 708.2: the face-down 2/2 has no abilities, so "{W}, {T}: Tap target creature." isn't
    offered; turned face up for {W} (CR 702.37e) it is, the same turn (it was under control
    since the turn began)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", face_down=True)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    oid = d.find("Whipcorder")
    assert not _activatable(d, oid)
    d.special(0, "turn_face_up", oid)
    d.pay()
    assert _activatable(d, oid)
    d.activate(0, oid, targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.state.objects[d.find("Elvish Warrior")].tapped


def test_cast_face_down_for_three() -> None:
    """CR 702.37c: cast face down for {3} from the hand, it is a 2/2 creature with no name or
    creature types (CR 708.2a), whose identity the opponent's view doesn't show."""
    s = Scenario(seed=1)
    s.hand(0, "Whipcorder")
    s.battlefield(0, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Whipcorder", method="face_down")
    d.resolve()
    oid = d.find("Whipcorder", zone="battlefield")
    c = d.chars(oid)
    assert d.state.objects[oid].face_down and (c.power, c.toughness) == (2, 2)
    assert not c.subtypes and c.name == ""
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    assert "Whipcorder" not in json.dumps(d.game.view(1))


def test_an_attacker_tapped_still_deals_its_damage() -> None:
    """CR 506.4: tapping an attacking creature doesn't remove it from combat: the opponent's
    Elvish Warrior, tapped by the Whipcorder after attackers are declared, still deals 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", "Plains")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.to_combat()
    warrior = d.find("Elvish Warrior")
    d.attack([warrior])
    d.pass_priority()
    d.activate(0, "Whipcorder", targets=[warrior])
    d.resolve()
    d.pass_until("end_of_combat")
    assert d.life(0) == 18


def test_the_target_gone_the_costs_stay_paid() -> None:
    """CR 608.2b, 602.2: the target creature is Shocked in response; the ability does nothing
    and the Whipcorder and Plains stay tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", "Plains")
    s.battlefield(1, "Sparksmith", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    target = d.find("Sparksmith")
    d.activate(0, "Whipcorder", targets=[target])
    d.pass_priority()
    d.cast(1, "Shock", targets=[target])
    d.resolve()
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.state.objects[d.find("Whipcorder")].tapped
    assert d.state.objects[d.find("Plains")].tapped


def test_a_noncreature_target_is_refused_and_nothing_changes() -> None:
    """CR 115.1, 601.2c/602.2b: an Island isn't a creature: choosing it is refused with an
    error naming it and what the target must be; the activation is undone (CR 732), nothing is
    tapped and the stack stays empty."""
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", "Plains")
    s.battlefield(1, "Elvish Warrior", "Island")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError, match=r"Island.*target creature"):
        d.activate(0, "Whipcorder", targets=[d.find("Island")])
    assert d.state.stack == [] and d.decision.kind == "priority"
    assert not d.state.objects[d.find("Whipcorder")].tapped
    assert not d.state.objects[d.find("Plains")].tapped


def test_tapped_in_the_beginning_of_combat_it_cant_attack() -> None:
    """CR 508.1a: a tapped creature can't be declared as an attacker. In the opponent's
    beginning of combat step the Whipcorder taps their Elvish Warrior: at the declaration it
    isn't offered, their untapped Glory Seeker is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", "Plains")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    s.at("beginning_of_combat", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Whipcorder", targets=[warrior])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_attackers")
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert warrior not in attackers and d.find("Glory Seeker") in attackers
