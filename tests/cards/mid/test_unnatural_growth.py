"""Unnatural Growth — {1}{G}{G}{G}{G} Enchantment.

Oracle: "At the beginning of each combat, double the power and toughness of each creature you
control until end of turn."
Rulings covered: MID-RN-207, MID-RN-208, MID-RN-209.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Concede
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Unnatural Growth")


def to_combat_trigger(d: Driver) -> None:
    while not d.state.stack and d.decision.kind == "priority":
        d.pass_priority()


@pytest.mark.ruling("MID-RN-207", "MID-OR-0638")
def test_doubles_at_beginning_of_combat_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Unnatural Growth", "Glory Seeker", counters={})
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    to_combat_trigger(d)
    assert d.state.step.name == "BEGINNING_OF_COMBAT"
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
    assert d.chars(d.find("Elvish Warrior")).power == 2
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).power == 2


@pytest.mark.ruling("MID-RN-209", "MID-OR-0640")
def test_two_copies_double_twice() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Unnatural Growth", "Unnatural Growth", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    to_combat_trigger(d)
    while d.decision.kind == "order_triggers":
        from manastack.decisions.actions import Choose
        d.choose([a.value for a in d.game.legal_actions() if isinstance(a, Choose)][0])
    d.resolve()
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (8, 8)


def test_opponents_combat_too() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Unnatural Growth", "Glory Seeker")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    to_combat_trigger(d)
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).power == 4


@pytest.mark.ruling("MID-RN-208", "MID-OR-0639")
def test_a_negative_power_is_doubled_down() -> None:
    """Wall of Mulch (0/4) given -2/-0 by Startle is a -2/4 creature; doubling gives it
    -2/+4, so it becomes -4/8."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unnatural Growth", "Wall of Mulch", "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Plains", "Plains")
    d = Driver(s.build())
    wall = d.find("Wall of Mulch")
    d.cast(0, "Startle", targets=[wall])
    d.resolve()
    assert (d.chars(wall).power, d.chars(wall).toughness) == (-2, 4)
    to_combat_trigger(d)
    d.resolve()
    assert (d.chars(wall).power, d.chars(wall).toughness) == (-4, 8)


def test_a_creature_with_zero_power_keeps_zero_power() -> None:
    """CR 701.10, 701.10b: doubling a power of 0 gives it +0/+X: 0 doubled is 0 (Wall of Mulch,
    0/4, becomes 0/8)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unnatural Growth", "Wall of Mulch")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    wall = d.find("Wall of Mulch")
    to_combat_trigger(d)
    d.resolve()
    assert (d.chars(wall).power, d.chars(wall).toughness) == (0, 8)


def test_a_pump_after_the_doubling_adds_without_doubling_again() -> None:
    """CR 701.10b, 611.2c: the doubling gave Glory Seeker +2/+2 as the ability resolved (a
    4/4); Piety Charm's +2/+2 afterwards makes it 6/6, not 8/8."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unnatural Growth", "Glory Seeker", "Plains")
    s.hand(0, "Piety Charm")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    to_combat_trigger(d)
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
    d.cast(0, "Piety Charm", modes=[1], targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (6, 6)


def test_a_creature_arriving_after_it_resolved_isn_t_doubled() -> None:
    """CR 611.2c: the set of creatures affected is locked in as the ability resolves; a Glory
    Seeker cast in the postcombat main phase is a 2/2, while the one doubled stays 4/4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unnatural Growth", "Glory Seeker", "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    old = d.find("Glory Seeker", zone="battlefield")
    to_combat_trigger(d)
    d.resolve()
    d.pass_until("postcombat_main")
    d.cast(0, "Glory Seeker")
    d.resolve()
    new = next(x for x in d.ids("Glory Seeker", zone="battlefield") if x != old)
    assert (d.chars(new).power, d.chars(new).toughness) == (2, 2)
    assert (d.chars(old).power, d.chars(old).toughness) == (4, 4)


def test_it_triggers_in_the_combat_of_a_turn_whose_player_left() -> None:
    """CR 800.4j, 507.1: player 0 concedes in their precombat main phase; their turn goes on
    without an active player and still has its beginning of combat step, so player 1's
    Unnatural Growth triggers and doubles Glory Seeker until end of turn."""
    s = Scenario(players=3, seed=1)
    s.battlefield(1, "Unnatural Growth", "Glory Seeker")
    for p in range(3):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    turn = d.state.turn
    d.game.apply(0, Concede())
    to_combat_trigger(d)
    assert d.state.step.name == "BEGINNING_OF_COMBAT" and d.state.turn == turn
    assert d.state.objects[d.state.stack[-1]].controller == 1
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)


def test_it_triggers_at_the_beginning_of_each_combat_of_the_turn() -> None:
    """CR 506.1, 500.8, 701.10b: Aggravated Assault adds a combat; each combat has a beginning
    of combat step, so the ability triggers twice in the turn. Glory Seeker, doubled to 4/4 at
    the first, is doubled again to 8/8 at the second (it gets +4/+4, its power then): it deals
    4 and then 8 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unnatural Growth", "Glory Seeker", "Aggravated Assault",
                  *["Mountain"] * 5)
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Aggravated Assault")
    d.resolve()
    to_combat_trigger(d)
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")  # the additional main phase
    assert d.life(1) == 16
    to_combat_trigger(d)
    assert d.state.step.name == "BEGINNING_OF_COMBAT"
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (8, 8)


def test_two_headed_giant_it_triggers_once_in_the_team_s_combat() -> None:
    """CR 805.4d: "at the beginning of each combat" isn't "each player's" combat: in team 0-1's
    turn, with both players active, it triggers once; player 0's Glory Seeker is 4/4, not
    8/8, and player 1's Glory Seeker (another controller's) stays 2/2."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 5)
    s.battlefield(0, "Unnatural Growth", "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    mine, theirs = d.find("Glory Seeker", player=0), d.find("Glory Seeker", player=1)
    start = len(d.game.log)
    d.pass_until("beginning_of_combat")
    while d.state.stack:
        d.resolve()
    assert [e.player for e in d.game.log[start:] if e.kind == "trigger"] == [0]
    assert (d.chars(mine).power, d.chars(mine).toughness) == (4, 4)
    assert (d.chars(theirs).power, d.chars(theirs).toughness) == (2, 2)
