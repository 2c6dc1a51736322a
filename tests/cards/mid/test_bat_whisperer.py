"""Bat Whisperer — {3}{B} Creature — Vampire 4/2.

Oracle: "When Bat Whisperer enters the battlefield, if an opponent lost life this turn, create
a 1/1 black Bat creature token with flying."
Rulings covered: MID-RN-104.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bat Whisperer")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Bat Whisperer")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    return Driver(s.build())


@pytest.mark.ruling("MID-OR-0267")
def test_bat_after_combat_damage() -> None:
    d = setup()
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    d.cast(0, "Bat Whisperer")
    d.resolve()
    d.resolve()
    bat = d.find("Bat", zone="battlefield")
    assert d.chars(bat).has("Flying") and "B" in d.chars(bat).colors


def test_no_bat_otherwise() -> None:
    d = setup()
    d.cast(0, "Bat Whisperer")
    d.resolve()
    assert not d.state.stack
    assert not d.ids("Bat")


@pytest.mark.ruling("MID-RN-104", "MID-OR-0267")
def test_bat_even_if_the_opponent_gained_more_life_than_they_lost() -> None:
    """Glory Seeker's 2 combat damage, then Wellwisher gains its controller 3 life: their life
    total went up this turn, yet they lost life, so the Bat is created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Bat Whisperer")
    s.battlefield(1, "Wellwisher", "Elvish Warrior", "Elvish Vanguard")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    d.pass_priority()
    d.activate(1, "Wellwisher")
    d.resolve()
    assert d.life(1) == 21
    d.cast(0, "Bat Whisperer")
    d.resolve()
    d.resolve()
    assert d.ids("Bat", zone="battlefield")


def test_bat_after_an_opponent_lost_a_single_life() -> None:
    """Any life lost counts: a 1/1 Festering Goblin's combat damage makes the opponent lose
    exactly 1 life (CR 120.3a), and the Bat is created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Festering Goblin")
    s.hand(0, "Bat Whisperer")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Festering Goblin")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 19
    d.cast(0, "Bat Whisperer")
    d.resolve()
    d.resolve()
    assert d.ids("Bat", zone="battlefield")


def test_only_you_losing_life_makes_no_bat() -> None:
    """"An opponent lost life": player 0 Shocking themself (CR 120.3a: 2 life lost) doesn't
    count, so the intervening "if" is false and the ability doesn't trigger (CR 603.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Bat Whisperer", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18
    d.cast(0, "Bat Whisperer")
    d.resolve()
    assert not d.state.stack and not d.ids("Bat")


def test_any_one_opponent_of_several_losing_life_is_enough() -> None:
    """Four players: only player 2 lost life this turn (Shocked); that is an opponent, so the
    Bat is created for Bat Whisperer's controller."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Bat Whisperer", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    d.cast(0, "Bat Whisperer")
    d.resolve()
    d.resolve()
    assert d.ids("Bat Token", "battlefield", player=0)


def test_two_headed_giant_a_teammates_life_loss_isnt_an_opponents() -> None:
    """CR 810.9: life is lost by each player individually, then applied to the team's total.
    Player 0's teammate (player 1) Shocked: the team lost life, but no opponent did, so no
    Bat; after player 2, an opponent, is Shocked, the second Bat Whisperer makes one."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 3)
    s.battlefield(0, *["Swamp"] * 8, "Mountain", "Mountain")
    s.hand(0, "Bat Whisperer", "Bat Whisperer", "Shock", "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    first, second = d.ids("Shock", "hand")
    whisperers = d.ids("Bat Whisperer", "hand")
    d.cast(0, first, targets=[1])
    d.resolve()
    assert d.life(0) == 28
    d.cast(0, whisperers[0])
    d.resolve()
    assert not d.state.stack and not d.ids("Bat")
    d.cast(0, second, targets=[2])
    d.resolve()
    d.cast(0, whisperers[1])
    d.resolve()
    d.resolve()
    assert len(d.ids("Bat Token", "battlefield", player=0)) == 1


def test_life_lost_in_an_earlier_turn_doesnt_count() -> None:
    """"This turn" (CR 500.1): player 1 lost 2 life to Shock during their own turn 4; in
    player 0's turn 5 no opponent has lost life, so Bat Whisperer makes no Bat."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Bat Whisperer", "Shock")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Bat Whisperer")
    d.resolve()
    assert not d.state.stack and not d.ids("Bat")


def test_life_lost_while_it_is_a_spell_on_the_stack_counts() -> None:
    """The condition is checked as it enters (CR 603.4): player 0 Shocks player 1 in response
    to their own Bat Whisperer spell; by the time it enters an opponent has lost life, and the
    Bat is created (checked again as the ability resolves, still true)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Bat Whisperer", "Shock")
    d = Driver(s.build())
    whisperer = d.cast(0, "Bat Whisperer")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18 and d.state.stack == [whisperer]
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(d.ids("Bat Token", "battlefield", player=0)) == 1


def test_an_opponent_paying_life_lost_life() -> None:
    """CR 119.4: a player who pays life loses that much life. Player 0 Shocks player 1's Glory
    Seeker equipped with Mask of Griselbrand; player 1 pays 2 life to draw 2, so an opponent
    lost life this turn and Bat Whisperer makes a Bat."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Bat Whisperer", "Shock")
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(1, "Mask of Griselbrand", attached_to="seeker")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    may = d.expect("may")
    assert may.player == 1
    d.choose(True)
    assert d.life(1) == 18 and len(d.state.players[1].hand) == 2
    d.cast(0, "Bat Whisperer")
    d.resolve()
    d.resolve()
    assert len(d.ids("Bat Token", "battlefield", player=0)) == 1
