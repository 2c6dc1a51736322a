"""Commando Raid — {2}{R} Instant.

Oracle: "Until end of turn, target creature you control gains "When this creature deals combat
damage to a player, you may have it deal damage equal to its power to target creature that
player controls.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Commando Raid")


def test_the_creature_hits_a_creature_of_the_damaged_player_for_its_power() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Charging Slateback")
    s.hand(0, "Commando Raid")
    s.battlefield(1, "Daunting Defender", tapped=True)
    d = Driver(s.build())
    beast = d.find("Charging Slateback")
    d.cast(0, "Commando Raid", targets=[beast])
    d.resolve()
    d.to_combat()
    d.attack([beast])
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.choose(d.find("Daunting Defender"))
    d.resolve()
    d.choose(True)
    assert d.ids("Daunting Defender", zone="graveyard")  # 4 damage to a 3/3


def test_only_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Charging Slateback")
    s.hand(0, "Commando Raid")
    s.library(1, "Forest")
    d = Driver(s.build())
    beast = d.find("Charging Slateback")
    n = len(d.chars(beast).abilities)
    d.cast(0, "Commando Raid", targets=[beast])
    d.resolve()
    assert len(d.chars(beast).abilities) == n + 1
    d.pass_until("upkeep", turn=4)
    assert len(d.chars(beast).abilities) == n


def _raid(*theirs: str, extra: tuple[str, ...] = ()) -> Driver:
    """Player 0's Goblin Sky Raider (1/2 flying) given the ability, with Goblin Burrows and
    two more Mountains untapped; player 1 controls ``theirs``."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Goblin Burrows", "Goblin Sky Raider", *extra)
    s.hand(0, "Commando Raid")
    if theirs:
        s.battlefield(1, *theirs)
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.cast(0, "Commando Raid", targets=[raider], pay=False)
    for m in d.ids("Mountain")[:3]:
        d.mana(0, m)
    d.resolve()
    return d


def _to_damage(d: Driver, attackers: list[int]) -> None:
    d.to_combat()
    d.attack(attackers)
    while not d.state.stack and d.state.step.name != "END":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()


def test_the_damage_is_its_power_as_the_trigger_resolves() -> None:
    """CR 608.2h: the Raider deals 1 combat damage; Goblin Burrows gives it +2/+0 in
    response, so the trigger deals 3, enough for the opponent's Elvish Warrior (2/3)."""
    d = _raid("Elvish Warrior")
    raider = d.find("Goblin Sky Raider")
    _to_damage(d, [raider])
    assert d.life(1) == 19
    d.choose(d.find("Elvish Warrior"))
    d.activate(0, "Goblin Burrows", targets=[raider])
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_declined_it_deals_no_damage() -> None:
    """"You may" (CR 603.5): declined, the creature targeted is left alone."""
    d = _raid("Glory Seeker")
    _to_damage(d, [d.find("Goblin Sky Raider")])
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.choose(False)
    assert not d.state.objects[d.find("Glory Seeker")].damage


def test_no_creature_of_that_player_no_trigger_on_the_stack() -> None:
    """CR 603.3d: with no creature the damaged player controls to target, the trigger is
    removed from the stack; your own creatures can't be its target."""
    d = _raid(extra=("Glory Seeker",))
    _to_damage(d, [d.find("Goblin Sky Raider")])
    assert d.life(1) == 19
    assert not d.state.stack and d.decision.kind == "priority"


def test_blocked_it_deals_no_damage_to_a_player_and_doesn_t_trigger() -> None:
    """CR 510.1c: blocked by Spitting Gourna (reach), the Raider deals its damage to the
    blocker, not to a player: nothing triggers."""
    d = _raid("Spitting Gourna")
    raider = d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([raider])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Spitting Gourna"): raider})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert not [e for e in d.state.log if e.kind == "trigger"]


def test_targets_only_a_creature_you_control() -> None:
    """CR 115.1: "target creature you control"."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Goblin Sky Raider")
    s.hand(0, "Commando Raid")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Commando Raid", "hand")))
    d.expect("target")
    legal = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Goblin Sky Raider") in legal and d.find("Glory Seeker") not in legal


def test_the_creature_gone_its_last_known_power_is_dealt() -> None:
    """CR 113.7a, 608.2h: the Raider is Shocked in response to its trigger; the ability
    still resolves, and the damage uses the Raider's power as it last existed on the
    battlefield (1), dealt by it to the targeted Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Goblin Sky Raider")
    s.hand(0, "Commando Raid")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.cast(0, "Commando Raid", targets=[raider])
    d.resolve()
    _to_damage(d, [raider])
    assert d.life(1) == 19
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Shock", targets=[raider])
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.state.objects[seeker].damage == 1
