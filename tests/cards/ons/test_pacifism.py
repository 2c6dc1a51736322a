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
