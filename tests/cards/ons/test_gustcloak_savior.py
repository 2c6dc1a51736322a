"""Gustcloak Savior — {4}{W} Creature — Bird Soldier 3/4.

Oracle: "Flying / Whenever a creature you control becomes blocked, you may untap that creature
and remove it from combat."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gustcloak Savior")


def test_saves_another_blocked_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Savior", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    assert d.chars(d.find("Gustcloak Savior")).has("Flying")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert not d.state.objects[seeker].tapped
    assert seeker not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].damage == 0 and d.state.objects[warrior].damage == 0


def test_opponents_blocked_creatures_do_not_trigger_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Savior", "Elvish Warrior")
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Elvish Warrior"): seeker})
    assert not d.state.stack
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
