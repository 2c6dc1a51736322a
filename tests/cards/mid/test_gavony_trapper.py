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
