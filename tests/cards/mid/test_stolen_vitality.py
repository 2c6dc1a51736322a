"""Stolen Vitality — {1}{R} Instant.

Oracle: "Target creature gets +3/+1 until end of turn. If it's your turn, that creature gains
trample until end of turn. Otherwise, it gains first strike until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Stolen Vitality")


def test_trample_on_your_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Stolen Vitality")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Stolen Vitality", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (5, 3)
    assert "Trample" in c.keywords and "First strike" not in c.keywords


def test_first_strike_on_another_players_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Stolen Vitality")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.cast(0, "Stolen Vitality", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert "First strike" in c.keywords and "Trample" not in c.keywords


def test_your_turn_is_the_casters_turn_whoever_controls_the_creature() -> None:
    """"If it's your turn": the spell's controller's turn (CR 608.2c); cast on player 1's
    creature in player 0's turn, the creature gains trample, not first strike."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Stolen Vitality")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Stolen Vitality", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (5, 3) and c.has("Trample") and not c.has("First strike")


def test_a_first_striking_blocker_kills_the_attacker_first_and_it_all_ends_at_cleanup() -> None:
    """CR 702.7b, 514.2: in player 1's turn, Stolen Vitality on player 0's blocking Glory
    Seeker (5/3, first strike) destroys the attacking Elvish Warrior (2/3) before it deals
    damage; in the cleanup step the effects end: 2/2 without first strike."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Stolen Vitality")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Mountain")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([warrior])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: warrior})
    d.pass_priority()  # player 1, the active player
    d.cast(0, "Stolen Vitality", targets=[seeker])
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.state.objects[seeker].damage == 0
    d.pass_until("upkeep", turn=5)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2) and not c.has("First strike")


def test_the_trample_it_grants_lets_excess_damage_through() -> None:
    """CR 702.19b: in its controller's turn Glory Seeker (5/3, trample) blocked by Elvish
    Warrior (2/3) assigns lethal damage, 3, to the Warrior and the other 2 to the defending
    player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Stolen Vitality")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker])
    d.cast(0, "Stolen Vitality", targets=[seeker])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((3, 2))
    d.pass_until("postcombat_main")
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.life(1) == 18


def test_two_headed_giant_a_teammate_s_turn_is_your_turn() -> None:
    """CR 805.4: teams take turns; in Two-Headed Giant player 1 casts it during their team's
    turn (player 0 is the other active player): it's player 1's turn too, so trample."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Mountain"] * 3)
    s.battlefield(1, "Mountain", "Mountain")
    s.battlefield(0, "Glory Seeker")
    s.hand(1, "Stolen Vitality")
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Stolen Vitality", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert "Trample" in c.keywords and "First strike" not in c.keywords


def test_target_gone_on_resolution_nothing_happens() -> None:
    """CR 608.2b: the target dies to Shock in response; the spell doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Stolen Vitality")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Stolen Vitality", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Stolen Vitality") == "graveyard"
    assert [e for e in d.state.log if e.kind == "fizzle"]
