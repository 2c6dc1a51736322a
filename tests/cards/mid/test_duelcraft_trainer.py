"""Duelcraft Trainer — {3}{W} Creature — Human Soldier 3/3.

Oracle: "First strike / Coven — At the beginning of combat on your turn, if you control three
or more creatures with different powers, target creature you control gains double strike
until end of turn."
Rulings covered: MID-RN-101.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

pytestmark = pytest.mark.card("Duelcraft Trainer")


def test_coven_grants_double_strike() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Duelcraft Trainer", "Glory Seeker", "Goblin Sky Raider")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    d.expect("target")
    d.choose(raider)
    d.resolve()
    assert d.chars(raider).has("Double strike")
    d.to_combat()
    d.attack([raider])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


@pytest.mark.ruling("MID-OR-0064")
def test_no_trigger_without_three_different_powers() -> None:
    """Coven (CR 603.4): two creatures of power 2 and the 3-power Trainer make only two
    different powers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Duelcraft Trainer", "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    assert d.decision.kind == "priority" and not d.state.stack


@pytest.mark.ruling("MID-RN-101", "MID-OR-0064")
def test_coven_rechecked_on_resolution() -> None:
    """MID-RN-101: with fewer than three different powers as it resolves (Shock killed the
    Goblin Sky Raider in response), the ability does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Duelcraft Trainer", "Glory Seeker", "Goblin Sky Raider")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.pass_priority()
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Goblin Sky Raider")])
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    d.resolve()
    assert not d.chars(seeker).has("Double strike")


def test_only_at_the_beginning_of_combat_on_your_turn() -> None:
    """"On your turn": at the beginning of combat on the opponent's turn it doesn't trigger,
    though its controller has three different powers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Duelcraft Trainer", "Glory Seeker", "Goblin Sky Raider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT and d.state.active == 1
    assert d.decision.kind == "priority" and not d.state.stack


def test_the_target_is_a_creature_you_control() -> None:
    """CR 115.1: the opponent's creature isn't offered as the target; the Trainer itself
    is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Duelcraft Trainer", "Glory Seeker", "Goblin Sky Raider")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    d.expect("target")
    offered = {a.value for a in d.decision.actions}
    assert d.find("Elvish Warrior") not in offered
    assert d.find("Duelcraft Trainer") in offered
    d.choose(d.find("Duelcraft Trainer"))
    d.resolve()
    assert d.chars(d.find("Duelcraft Trainer")).has("Double strike")


def test_two_headed_giant_the_team_s_turn_is_each_teammate_s_turn() -> None:
    """CR 805.4: in Two-Headed Giant teams take turns, so "on your turn" is the team's turn:
    the Trainer of player 1 (player 0's teammate) triggers at the beginning of the team's
    combat, and its target is a creature player 1 controls."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 3)
    s.battlefield(1, "Duelcraft Trainer", "Glory Seeker", "Goblin Sky Raider")
    s.battlefield(0, "Elvish Warrior")
    d = Driver(s.build())
    while d.state.step is not Step.BEGINNING_OF_COMBAT:
        d.pass_priority()
    assert d.state.active in (0, 1)
    d.expect("target")
    assert d.decision.player == 1
    offered = {a.value for a in d.decision.actions}
    assert d.find("Elvish Warrior") not in offered
    raider = d.find("Goblin Sky Raider")
    d.choose(raider)
    while d.state.stack:
        d.pass_priority()
    assert d.chars(raider).has("Double strike")
