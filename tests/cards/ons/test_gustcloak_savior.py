"""Gustcloak Savior — {4}{W} Creature — Bird Soldier 3/4.

Oracle: "Flying / Whenever a creature you control becomes blocked, you may untap that creature
and remove it from combat."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker, FinishDeclaration
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


def test_a_creature_already_removed_from_combat_isnt_removed_again() -> None:
    """Two Saviors trigger for the blocked Glory Seeker; the first removes it from combat
    (CR 506.4), the second finds it no longer in combat: both players' logs say it was removed
    from combat once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Savior", "Gustcloak Savior", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "may":
            d.choose(True)
        elif d.decision.kind == "order_triggers":
            d.choose(d.decision.actions[0].value)
        else:
            d.pass_priority()
    assert seeker not in d.state.combat.attackers
    for p in (0, 1):
        removed = [e for e in d.game.view(p)["log"] if e["kind"] == "removed_from_combat"]
        assert [e["card"] for e in removed] == ["Glory Seeker"]


def test_the_savior_itself_is_a_creature_you_control() -> None:
    """"A creature you control" includes the Savior: blocked, it may untap and leave combat
    (CR 506.4), dealt no damage by Dive Bomber."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Savior")
    s.battlefield(1, "Dive Bomber")
    d = Driver(s.build())
    savior = d.find("Gustcloak Savior")
    d.to_combat()
    d.attack([savior])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Dive Bomber"): savior})
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert not d.state.objects[savior].tapped and savior not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.state.objects[savior].damage == 0


def test_blocked_by_two_creatures_it_triggers_once() -> None:
    """CR 509.3c: a creature becomes blocked once however many creatures block it: one
    trigger for Glory Seeker blocked by two creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Savior", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Wall of Mulch")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Elvish Warrior"): seeker, d.find("Wall of Mulch"): seeker})
    assert len(d.state.stack) == 1
    d.resolve()
    d.choose(False)
    assert not d.state.stack
    assert seeker in d.state.combat.attackers and d.state.objects[seeker].tapped


def test_the_trigger_still_saves_the_creature_after_the_savior_is_gone() -> None:
    """Once triggered, the ability is independent of its source (CR 113.7a): the Savior
    exiled by Swords to Plowshares in response, Glory Seeker is still untapped and removed
    from combat, dealt no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Savior", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Plains")
    s.hand(1, "Swords to Plowshares")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[d.find("Gustcloak Savior")])
    d.resolve()
    assert d.zone_of("Gustcloak Savior") == "exile"
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert not d.state.objects[seeker].tapped
    assert seeker not in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.state.objects[seeker].damage == 0 and d.state.objects[warrior].damage == 0


def test_two_headed_giant_a_teammate_s_blocked_creature_doesnt_trigger_it() -> None:
    """"A creature you control" (CR 810.5): in Two-Headed Giant the team attacks together
    (CR 805.10a); the teammate's blocked Elvish Warrior doesn't trigger the Savior, its
    controller's blocked Glory Seeker does (once)."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 4)
    s.battlefield(0, "Gustcloak Savior", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Krosan Tusker", "Barkhide Mauler")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.act(0, DeclareAttacker(seeker, 2))
    d.act(0, DeclareAttacker(warrior, 2))
    d.act(0, FinishDeclaration())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Krosan Tusker"): seeker, d.find("Barkhide Mauler"): warrior})
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert seeker not in d.state.combat.attackers
    assert warrior in d.state.combat.attackers
