"""Gavony Trapper — {W} Creature — Human Soldier 0/2.

Oracle: "{2}, {T}: Tap target creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gavony Trapper")


def test_taps_target_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Gavony Trapper")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Gavony Trapper", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].tapped
    assert d.state.objects[d.find("Gavony Trapper")].tapped


def test_summoning_sick_trapper_cant_use_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(0, "Gavony Trapper", sick=True)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    trapper = d.find("Gavony Trapper")
    assert not any(isinstance(a, ActivateAbility) and a.source == trapper
                   for a in d.game.legal_actions())


def test_tapping_a_would_be_attacker_at_the_beginning_of_combat_stops_its_attack() -> None:
    """CR 508.1a, 117.1b: in the opponent's beginning of combat step the Trapper taps their
    Elvish Warrior, which can't be declared as an attacker while tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Gavony Trapper")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    s.at("beginning_of_combat", active=1, priority=0)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Gavony Trapper", targets=[warrior])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_attackers")
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert d.find("Glory Seeker") in attackers and warrior not in attackers


def test_tapping_an_attacking_creature_doesn_t_remove_it_from_combat() -> None:
    """CR 506.4: a tapped attacking creature still attacks and deals its combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Gavony Trapper")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([warrior])
    d.pass_priority()
    d.activate(0, "Gavony Trapper", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].tapped
    d.pass_until("postcombat_main")
    assert d.life(0) == 18


def test_an_already_tapped_creature_is_a_legal_target() -> None:
    """CR 115.1, 701.26a: "tap target creature" may target a tapped creature; it stays
    tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Gavony Trapper")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Gavony Trapper", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].tapped and not d.state.stack


def test_a_creature_tapped_before_blocks_cant_block() -> None:
    """CR 509.1a: only untapped creatures can be declared as blockers; the Trapper taps the
    opponent's Elvish Warrior in the declare attackers step, and the Warrior can't block the
    attacking Glory Seeker, whose 2 damage is dealt to the player."""
    from manastack.decisions.actions import DeclareBlocker
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Gavony Trapper", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker])
    d.activate(0, "Gavony Trapper", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].tapped
    while d.decision.kind == "priority" and d.state.step.name == "DECLARE_ATTACKERS":
        d.pass_priority()
    if d.decision.kind == "declare_blockers":  # offered only if some block were possible
        assert DeclareBlocker(warrior, seeker) not in d.game.legal_actions()
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert d.state.objects[warrior].damage == 0


def test_the_target_gone_the_ability_does_nothing_but_the_cost_is_paid() -> None:
    """CR 608.2b: Glory Seeker, the target, dies to Shock in response, so the ability doesn't
    resolve; the Trapper stays tapped and the {2} stays spent (CR 602.2b, 601.2h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Gavony Trapper")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Gavony Trapper", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[d.find("Gavony Trapper")].tapped
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
