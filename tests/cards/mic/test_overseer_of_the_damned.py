"""Overseer of the Damned — {5}{B}{B} Creature — Demon 5/5.

Oracle: "Flying
When Overseer of the Damned enters the battlefield, you may destroy target creature.
Whenever a nontoken creature an opponent controls dies, create a tapped 2/2 black Zombie
creature token."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Overseer of the Damned")

CARD = "Overseer of the Damned"


def test_may_destroy_and_a_tapped_zombie_for_an_opponents_nontoken_creature() -> None:
    """The enters trigger destroys the opponent's Elvish Warrior (a nontoken creature): a
    tapped 2/2 Zombie. Its own Glory Seeker dying makes nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 7, "Mountain", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, CARD, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    if d.decision.kind == "may":
        d.choose(True)
    d.resolve_all()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    zombie = d.find("Zombie Token", "battlefield", player=0)
    assert d.state.objects[zombie].tapped
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (2, 2)
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve_all()
    assert len(d.ids("Zombie Token", "battlefield")) == 1


def test_the_destroy_is_optional() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 7)
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_any_opponent_s_nontoken_creature_counts_in_a_four_player_game() -> None:
    """Four players: "an opponent" is any of them (CR 102.3). Shocks kill player 2's and
    player 3's Glory Seekers: a tapped Zombie each; player 1's Zombie token dying makes
    none (it isn't a nontoken creature)."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, CARD, "Mountain", "Mountain", "Mountain")
    s.token(1, "Zombie")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(3, "Glory Seeker")
    s.hand(0, "Shock", "Shock", "Shock")
    d = Driver(s.build())
    for target in (d.find("Glory Seeker", player=2), d.find("Glory Seeker", player=3),
                   d.find("Zombie Token", player=1)):
        d.cast(0, "Shock", targets=[target])
        d.resolve_all()
    assert len(d.ids("Zombie Token", "battlefield", player=0)) == 2
    assert all(d.state.objects[z].tapped for z in d.ids("Zombie Token", "battlefield", player=0))


def test_dying_with_an_opponent_s_creature_it_still_sees_it_die() -> None:
    """CR 603.10a: a "dies" ability looks back in time: Celestial Judgment destroys Overseer of
    the Damned and player 1's Elvish Warrior at once (Quicksilver Dragon is kept for power 5,
    Glory Seeker for power 2), and the Overseer still makes a tapped Zombie for the Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", *["Plains"] * 6)
    s.battlefield(1, "Quicksilver Dragon", "Elvish Warrior")
    s.hand(0, "Celestial Judgment")
    d = Driver(s.build())
    d.cast(0, "Celestial Judgment")
    d.resolve()
    d.choose(d.find("Quicksilver Dragon"))
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of(CARD) == "graveyard" and d.zone_of("Elvish Warrior") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    zombie = d.find("Zombie Token", "battlefield", player=0)
    assert d.state.objects[zombie].tapped


def test_an_opponent_s_creature_under_your_control_dying_makes_no_zombie() -> None:
    """CR 603.10a, 110.2: "a creature an opponent controls" is read as it last existed: player
    1's Glory Seeker, taken by Riptide Entrancer's ability (CR 613.1b), dies under player
    0's control and makes no Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Riptide Entrancer", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    entrancer, warrior = d.find("Riptide Entrancer"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([entrancer])
    while d.decision.kind != "may":
        if d.decision.kind == "declare_blockers":
            d.block({})
        elif d.decision.kind == "target":
            d.choose(warrior)
        else:
            d.pass_priority()
    d.choose(True)
    assert d.state.objects[warrior].controller == 0
    d.pass_until("postcombat_main")
    d.cast(0, "Shock", targets=[warrior])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.ids("Zombie Token", "battlefield")


def test_in_two_headed_giant_a_teammate_s_creature_isnt_an_opponent_s() -> None:
    """CR 102.3, 810.1: in Two-Headed Giant, player 1 is player 0's teammate, not an opponent:
    their Glory Seeker dying makes no Zombie; player 2's (an opponent's) does."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, CARD, "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    for p in range(4):
        s.library(p, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", player=1)])
    d.resolve_all()
    assert not d.ids("Zombie Token")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", player=2)])
    d.resolve_all()
    assert len(d.ids("Zombie Token", "battlefield", player=0)) == 1


def test_alone_it_must_target_itself_and_may_decline() -> None:
    """CR 603.3d: the only creature on the battlefield is the Overseer, so its enters ability
    targets it (the target isn't optional, only the destruction is): declining, it stays."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 7)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    me = d.find(CARD, "battlefield")
    assert {a.value for a in d.expect("target").actions} == {me}
    d.choose(me)
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert d.zone_of(CARD) == "battlefield"


def test_the_enters_target_gone_in_response_nothing_is_destroyed() -> None:
    """CR 608.2b: the enters ability targets the opponent's Glory Seeker, which its
    controller Shocks in response: the ability doesn't resolve (no "may" is asked, the
    Elvish Warrior stays), and the Seeker dying to Shock makes a Zombie (a nontoken creature
    of an opponent's)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 7, "Mountain")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    s.hand(0, CARD, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()  # the Zombie trigger, on top
    assert len(d.ids("Zombie Token", "battlefield")) == 1
    d.resolve()  # the enters ability: its only target is gone
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert [e for e in d.state.log if e.kind == "fizzle"]


def test_an_opponent_s_commander_dying_makes_a_zombie_even_if_it_goes_to_the_command_zone(
) -> None:
    """CR 903.9a, 700.4: a commander destroyed is put into its owner's graveyard (it dies),
    and only then may its owner move it to the command zone: the Overseer makes a Zombie."""
    s = Scenario(players=2, seed=1, format="commander")
    s.commander(0, "Jadar, Ghoulcaller of Nephalia")
    s.commander(1, "Katilda, Dawnhart Prime", zone="battlefield")
    s.battlefield(0, *["Swamp"] * 7)
    s.hand(0, CARD)
    s.library(0, *["Swamp"] * 3)
    s.library(1, *["Swamp"] * 3)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.choose(d.find("Katilda, Dawnhart Prime"))
    d.resolve()
    if d.decision.kind == "may":
        d.choose(True)
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        elif d.decision.player == 1:
            d.choose(True) if d.decision.kind == "may" else d.take_first(d.decision.kind)
        else:
            d.take_first(d.decision.kind)
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    zombies = d.ids("Zombie Token", "battlefield", player=0)
    assert len(zombies) == 1 and d.state.objects[zombies[0]].tapped


def test_made_to_read_elf_an_opponents_creature_dying_makes_a_tapped_elf() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf on the Overseer (still a Demon): the opponent's
    nontoken creature dying creates a tapped 2/2 black Elf Token."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Island")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock", "Artificial Evolution")
    d = Driver(s.build())
    overseer = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[overseer])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(overseer).subtypes == {"Demon"}
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve_all()
    assert not d.ids("Zombie Token", "battlefield")
    elf = d.find("Elf Token", "battlefield", player=0)
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 2, 2)
    assert d.state.objects[elf].tapped
