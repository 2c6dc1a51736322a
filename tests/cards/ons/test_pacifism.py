"""Pacifism — {1}{W} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature can't attack or block."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Pacifism")


def test_enchanted_creature_cannot_attack() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Pacifism")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pacifism", targets=[seeker])
    d.resolve()
    assert d.state.objects[d.find("Pacifism")].attached_to == seeker
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert seeker not in attackers and d.find("Elvish Warrior") in attackers


def test_enchanted_creature_cannot_block() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Daru Cavalier")
    s.hand(0, "Pacifism")
    s.battlefield(1, "Elvish Warrior")
    s.library(1, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pacifism", targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    warrior = d.find("Elvish Warrior")
    d.attack([warrior])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    with pytest.raises(IllegalActionError):
        d.act(0, DeclareBlocker(seeker, warrior))
    d.block({d.find("Daru Cavalier"): warrior})
    assert warrior in d.state.combat.blockers[d.find("Daru Cavalier")]


def test_no_attack_is_declared_when_the_only_creature_is_enchanted() -> None:
    """CR 508.1, 508.8: with Pacifism on the only creature no creature can attack, so the
    active player has no attack to declare and the game goes on to the end of combat."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Pacifism")
    d = Driver(s.build())
    d.cast(0, "Pacifism", targets=[d.find("Glory Seeker")])
    d.resolve()
    kinds = []
    while d.state.step.name != "POSTCOMBAT_MAIN":
        kinds.append(d.decision.kind)
        d.pass_priority()
    assert "declare_attackers" not in kinds


def test_no_block_is_declared_when_the_only_creature_is_enchanted() -> None:
    """CR 509.1: with Pacifism on the defending player's only creature no creature can block,
    so they have no block to declare and the attacker deals its damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Pacifism")
    s.battlefield(1, "Elvish Warrior")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Pacifism", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([d.find("Elvish Warrior")])
    kinds = []
    while d.state.step.name != "END_OF_COMBAT":
        kinds.append(d.decision.kind)
        d.pass_priority()
    assert "declare_blockers" not in kinds
    assert d.life(0) == 18
