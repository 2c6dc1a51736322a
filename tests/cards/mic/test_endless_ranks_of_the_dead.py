"""Endless Ranks of the Dead — {2}{B}{B} Enchantment.

Oracle: "At the beginning of your upkeep, create X 2/2 black Zombie creature tokens, where X is
half the number of Zombies you control, rounded down."
Rulings covered: MIC-OR-0190, MIC-OR-0191.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Endless Ranks of the Dead")

CARD = "Endless Ranks of the Dead"


def _upkeep(*mine: str, hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *mine)
    s.hand(0, *hand)
    s.battlefield(1, "Gluttonous Zombie", "Gluttonous Zombie")
    s.library(0, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        if d.decision.kind == "order_triggers":
            d.act(0, d.decision.actions[0])
        else:
            d.pass_priority()
    return d


def _zombie_tokens(d: Driver) -> int:
    return len(d.ids("Zombie Token", "battlefield", player=0))


@pytest.mark.ruling("MIC-OR-0190")
def test_fewer_than_two_zombies_no_token_and_half_rounded_down() -> None:
    """One Zombie (the opponent's don't count): no token. Three Zombies: one token."""
    d = _upkeep(CARD, "Gluttonous Zombie")
    d.resolve()
    assert _zombie_tokens(d) == 0
    d = _upkeep(CARD, "Gluttonous Zombie", "Spark Reaper", "Fleshbag Marauder")
    d.resolve()
    assert _zombie_tokens(d) == 1


def test_no_token_with_dearly_departed_in_the_graveyard() -> None:
    """CR 701.7b, 614.12, 107.1b: with one Zombie, X is 0 and no token is created; Dearly
    Departed's "each Human creature you control enters with an additional +1/+1 counter",
    from its owner's graveyard, looks at what would enter and finds nothing (the game goes on,
    no token). With three Zombies the token is a Zombie, no Human: it gets no counter."""
    for mine, made in ((("Gluttonous Zombie",), 0),
                       (("Gluttonous Zombie", "Spark Reaper", "Fleshbag Marauder"), 1)):
        s = Scenario(seed=1)
        s.battlefield(0, CARD, *mine)
        s.graveyard(0, "Dearly Departed")
        s.library(0, "Swamp")
        s.at("end", active=1, turn=2)
        d = Driver(s.build())
        while not (d.state.step.name == "UPKEEP" and d.state.stack):
            if d.decision.kind == "order_triggers":
                d.act(0, d.decision.actions[0])
            else:
                d.pass_priority()
        d.resolve()
        assert _zombie_tokens(d) == made
        assert all(not d.state.objects[t].counters
                   for t in d.ids("Zombie Token", "battlefield", player=0))


@pytest.mark.ruling("MIC-OR-0191")
def test_counted_on_resolution_the_first_ones_tokens_count_for_the_second() -> None:
    """Two Endless Ranks and two Zombies: the first ability makes one token (3 Zombies), the
    second then counts three Zombies and makes one more."""
    d = _upkeep(CARD, CARD, "Gluttonous Zombie", "Spark Reaper")
    assert len(d.state.stack) == 2
    d.resolve()
    assert _zombie_tokens(d) == 1
    d.resolve()
    assert _zombie_tokens(d) == 2


def test_tokens_are_untapped_black_zombies_and_five_zombies_give_two() -> None:
    """Half of five, rounded down (CR 107.1a): two 2/2 black Zombie tokens, untapped."""
    d = _upkeep(CARD, "Gluttonous Zombie", "Gluttonous Zombie", "Spark Reaper",
                "Fleshbag Marauder", "Festering Goblin")
    d.resolve()
    tokens = d.ids("Zombie Token", "battlefield", player=0)
    assert len(tokens) == 2
    for t in tokens:
        c = d.chars(t)
        assert (c.power, c.toughness, c.colors) == (2, 2, {"B"}) and "Zombie" in c.subtypes
        assert not d.state.objects[t].tapped


def test_a_zombie_lost_in_response_isn_t_counted() -> None:
    """CR 608.2h: X is counted as the ability resolves. Four Zombies would make two; the
    Festering Goblin Shocked in response leaves three: one token."""
    d = _upkeep(CARD, "Gluttonous Zombie", "Spark Reaper", "Fleshbag Marauder",
                "Festering Goblin", "Mountain", hand=("Shock",))
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.expect("target")  # the Goblin's dies trigger: -1/-1 to the opponent's Zombie
    d.choose(d.find("Gluttonous Zombie", player=1))
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert _zombie_tokens(d) == 1


def test_a_creature_made_a_zombie_counts() -> None:
    """CR 205.1b: Mistform Dreamer made a Zombie in response is one of the Zombies counted:
    with Gluttonous Zombie, two Zombies, one token."""
    d = _upkeep(CARD, "Gluttonous Zombie", "Mistform Dreamer", "Island")
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Zombie")
    d.resolve()
    assert _zombie_tokens(d) == 1


def test_no_trigger_in_an_opponent_s_upkeep() -> None:
    """CR 503.1a: only its controller's upkeep."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Gluttonous Zombie")
    s.library(1, "Swamp")
    s.at("end", active=0, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert _zombie_tokens(d) == 0


def test_destroyed_in_response_its_ability_still_makes_the_tokens() -> None:
    """CR 113.7a: Naturalize destroys Endless Ranks with its upkeep ability on the stack; the
    ability resolves and counts the two Zombies: one token."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Gluttonous Zombie")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(0, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert _zombie_tokens(d) == 1


def test_a_face_down_zombie_isn_t_counted() -> None:
    """CR 708.2a: a face-down Haunted Cadaver has no creature types: with one Gluttonous Zombie
    that is one Zombie, so no token (MIC-OR-0190); face up it would make two Zombies."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie")
    s.battlefield(0, "Haunted Cadaver", face_down=True)
    s.library(0, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    assert _zombie_tokens(d) == 0
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Gluttonous Zombie", "Haunted Cadaver")
    s.library(0, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    assert _zombie_tokens(d) == 1


def test_made_to_read_elf_it_counts_elves_and_creates_elves() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf on Endless Ranks of the Dead in the opponent's
    end step: at the upkeep, half the Elves you control (two, the Zombies don't count) makes
    one 2/2 black Elf Token."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Elvish Warrior", "Wellwisher", "Gluttonous Zombie",
                  "Spark Reaper", "Fleshbag Marauder")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Artificial Evolution", targets=[d.find(CARD)])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    assert _zombie_tokens(d) == 0
    [elf] = d.ids("Elf Token", "battlefield", player=0)
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 2, 2)
