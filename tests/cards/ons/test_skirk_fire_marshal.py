"""Skirk Fire Marshal — {3}{R}{R} Creature — Goblin 2/2.

Oracle: "Protection from red / Tap five untapped Goblins you control: Skirk Fire Marshal deals
10 damage to each creature and each player."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Skirk Fire Marshal")


def test_ten_damage_to_everything_but_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Fire Marshal", "Goblin Sledder", "Goblin Sledder",
                  "Goblin Sharpshooter", "Nosy Goblin")
    s.battlefield(1, "Krosan Colossus")
    s.life(1, 15)
    d = Driver(s.build())
    goblins = [d.find("Skirk Fire Marshal"), *d.ids("Goblin Sledder"),
               d.find("Goblin Sharpshooter"), d.find("Nosy Goblin")]
    d.activate(0, "Skirk Fire Marshal", choices=goblins)
    d.resolve()
    assert (d.life(0), d.life(1)) == (10, 5)
    assert d.ids("Krosan Colossus", zone="graveyard")
    assert d.ids("Goblin Sledder", zone="graveyard")
    assert d.ids("Skirk Fire Marshal", zone="battlefield")  # protection from red


@pytest.mark.ruling("ONS-OR-0154")
def test_it_can_tap_itself_but_is_not_required_to() -> None:
    """Official ruling: "It can tap itself but is not required to do so."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Fire Marshal", "Goblin Sledder", "Goblin Sledder",
                  "Goblin Sharpshooter", "Nosy Goblin", "Goblin Sky Raider")
    d = Driver(s.build())
    marshal = d.find("Skirk Fire Marshal")
    others = [*d.ids("Goblin Sledder"), d.find("Goblin Sharpshooter"), d.find("Nosy Goblin"),
              d.find("Goblin Sky Raider")]
    d.activate(0, marshal, pay=False)
    d.expect("cost_tap")
    assert Choose(marshal) in d.decision.actions
    for g in others:
        d.choose(g)
    assert not d.state.objects[marshal].tapped
    assert all(d.state.objects[g].tapped for g in others)
    d.resolve()
    assert (d.life(0), d.life(1)) == (10, 10)
    assert not d.state.objects[marshal].tapped


@pytest.mark.ruling("ONS-OR-0153")
def test_usable_the_turn_it_comes_under_your_control() -> None:
    """Official ruling: "Since the ability does not have the {T} symbol, you can use the
    ability before this creature begins a turn under your control." (CR 302.6: only {T} and
    {Q} costs need a creature to have been under its controller's control since their most
    recent turn began.) Summoning-sick Goblins, the Marshal among them, pay the cost."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Fire Marshal", "Goblin Sledder", "Goblin Sledder",
                  "Goblin Sharpshooter", "Nosy Goblin", sick=True)
    d = Driver(s.build())
    goblins = [d.find("Skirk Fire Marshal"), *d.ids("Goblin Sledder"),
               d.find("Goblin Sharpshooter"), d.find("Nosy Goblin")]
    d.activate(0, "Skirk Fire Marshal", choices=goblins)
    d.resolve()
    assert (d.life(0), d.life(1)) == (10, 10)
    assert all(d.state.objects[g].tapped for g in goblins if g in d.state.battlefield)
    assert d.ids("Goblin Sledder", zone="graveyard")


def test_four_goblins_or_an_opponents_goblin_cant_pay_the_cost() -> None:
    """CR 602.2b, 118.3: the cost needs five untapped Goblins *you control*; with four of
    the controller's and one of the opponent's, the ability can't be activated."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Fire Marshal", "Goblin Sledder", "Goblin Sledder", "Nosy Goblin")
    s.battlefield(1, "Goblin Sharpshooter")
    d = Driver(s.build())
    marshal = d.find("Skirk Fire Marshal")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == marshal]


def test_a_tapped_goblin_cant_be_tapped_for_the_cost() -> None:
    """CR 118.3, 701.26a: a tapped Goblin isn't an untapped Goblin: with five Goblins, one of
    them tapped, the ability can't be activated; once it untaps, it can."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Fire Marshal", "Goblin Sledder", "Goblin Sledder", "Nosy Goblin")
    s.battlefield(0, "Goblin Sky Raider", tapped=True)
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    marshal = d.find("Skirk Fire Marshal")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == marshal]
    d.pass_until("upkeep", turn=5)
    assert [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == marshal]


def test_each_player_in_multiplayer_and_its_red_damage_to_a_pro_red_creature() -> None:
    """"Each player" (CR 102.1) is every player in a four-player game; the damage is red
    (CR 120.2, 105.2), so a creature with protection from red takes none (CR 702.16e)."""
    s = Scenario(seed=1, players=4)
    s.battlefield(0, "Skirk Fire Marshal", "Goblin Sledder", "Goblin Sledder",
                  "Goblin Sharpshooter", "Nosy Goblin")
    s.battlefield(2, "Glory Seeker")
    d = Driver(s.build())
    goblins = [d.find("Skirk Fire Marshal"), *d.ids("Goblin Sledder"),
               d.find("Goblin Sharpshooter"), d.find("Nosy Goblin")]
    d.activate(0, "Skirk Fire Marshal", choices=goblins)
    d.resolve()
    assert [d.life(p) for p in range(4)] == [10, 10, 10, 10]
    assert d.zone_of("Glory Seeker") == "graveyard"
    marshal = d.find("Skirk Fire Marshal")
    assert d.zone_of("Skirk Fire Marshal") == "battlefield"
    assert d.state.objects[marshal].damage == 0


def test_made_to_read_elf_it_taps_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Goblin with Elf in Skirk Fire Marshal's text: its
    type line reads Elf and "Tap five untapped Elves you control" taps Wellwishers, never Goblin Sky
    Raider."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Fire Marshal", "Island", *["Wellwisher"] * 5, "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Skirk Fire Marshal")
    evolve(d, source, "Goblin", "Elf")
    assert d.chars(source).subtypes == {"Elf"}
    offered = activate_and_answer(d, source, ())
    assert set(d.ids("Wellwisher")) <= offered and d.find("Goblin Sky Raider") not in offered
    d.resolve()
    assert d.life(0) == 10 and d.zone_of("Goblin Sky Raider") == "graveyard"


def test_two_headed_giant_each_team_is_dealt_twenty() -> None:
    """CR 810.9 (its Flame Rift example): 10 damage to each of the four players is 20 for each
    team: team 0-1 goes from 30 to 10, team 2-3 from 20 to 0 and loses (CR 810.8c)."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 5)
    s.battlefield(0, "Skirk Fire Marshal", "Goblin Sledder", "Goblin Sledder",
                  "Goblin Sharpshooter", "Nosy Goblin")
    s.life(2, 20)
    d = Driver(s.build())
    goblins = [d.find("Skirk Fire Marshal"), *d.ids("Goblin Sledder"),
               d.find("Goblin Sharpshooter"), d.find("Nosy Goblin")]
    d.activate(0, "Skirk Fire Marshal", choices=goblins)
    d.resolve()
    assert [(e.player, e.amount) for e in d.game.log if e.kind == "damage"
            and e.player is not None] == [(0, 10), (1, 10), (2, 10), (3, 10)]
    assert [d.life(p) for p in range(4)] == [10, 10, 0, 0]
    assert [p.lost for p in d.state.players] == [False, False, True, True]


@pytest.mark.parametrize("raider_of", [0, 1])
def test_two_headed_giant_a_teammate_s_goblin_can_t_be_tapped_for_the_cost(
        raider_of: int) -> None:
    """CR 810.5, 602.5, 118.3: "Goblins you control": with four Goblins of its own and a
    teammate's Goblin Sky Raider, player 0 can't activate the ability; with the Raider its own,
    it can."""
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 5)
    s.battlefield(0, "Skirk Fire Marshal", "Goblin Sledder", "Goblin Sledder", "Nosy Goblin")
    s.battlefield(raider_of, "Goblin Sky Raider")
    d = Driver(s.build())
    marshal = d.find("Skirk Fire Marshal")
    assert d.decision.player == 0
    offered = [a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == marshal]
    assert bool(offered) is (raider_of == 0)
