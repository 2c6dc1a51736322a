"""Diregraf Horde — {4}{B} Creature — Zombie 3/4.

Oracle: "When Diregraf Horde enters the battlefield, create two 2/2 black Zombie creature
tokens with decayed. When you do, exile up to two target cards from graveyards."
Rulings covered: MID-RN-033, MID-RN-034, MID-RN-035, MID-RN-036 (decayed).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Diregraf Horde")


def cast_horde(d: Driver) -> list[int]:
    d.cast(0, "Diregraf Horde")
    d.resolve()
    d.resolve()  # tokens; the reflexive trigger goes on the stack
    return d.ids("Zombie", zone="battlefield")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Diregraf Horde")
    s.graveyard(1, "Glory Seeker", "Elvish Warrior", "Shock")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    return Driver(s.build())


def test_two_zombies_then_exile_two_cards() -> None:
    d = setup()
    zombies = cast_horde(d)
    assert len(zombies) == 2
    assert all(d.chars(z).has("Decayed") for z in zombies)
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.choose(d.find("Shock", zone="graveyard"))
    d.resolve()
    assert d.ids("Glory Seeker", zone="exile") and d.ids("Shock", zone="exile")
    assert d.ids("Elvish Warrior", zone="graveyard")


@pytest.mark.ruling("MID-RN-033", "MID-RN-035", "MID-OR-0298", "MID-OR-0300")
def test_decayed_cant_block_and_has_no_haste() -> None:
    d = setup()
    cast_horde(d)
    d.choose(None)
    d.resolve()
    zombies = d.ids("Zombie", zone="battlefield")
    d.pass_until("beginning_of_combat")
    d.pass_priority()
    d.pass_priority()
    # The tokens entered this turn: no attack is possible with them (MID-RN-035).
    assert d.decision.kind != "declare_attackers" or not any(
        isinstance(a, DeclareAttacker) and a.creature in zombies
        for a in d.game.legal_actions())


@pytest.mark.ruling(
    "MID-RN-033", "MID-RN-034", "MID-RN-036", "MID-OR-0297", "MID-OR-0298", "MID-OR-0299",
)
def test_attacking_zombie_is_sacrificed_at_end_of_combat() -> None:
    d = setup()
    cast_horde(d)
    d.choose(None)
    d.resolve()
    zombies = d.ids("Zombie", zone="battlefield")
    d.pass_until("precombat_main", turn=4)  # the opponent's turn: no blocks by decayed
    s2 = d.state
    assert s2.active == 1
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([zombies[0]])  # attacking is optional (MID-RN-034): the other stays home
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert d.ids("Zombie", zone="battlefield") == [zombies[1]]
    assert d.ids("Zombie", zone="graveyard") == [] and len(d.ids("Zombie")) == 1


@pytest.mark.ruling("MID-RN-033", "MID-OR-0298")
def test_decayed_cannot_block() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(1, "Diregraf Horde")
    s.at("precombat_main", active=1)
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(1, "Diregraf Horde")
    d.resolve()
    d.resolve()
    d.resolve_all()  # the reflexive trigger: no cards in graveyards to target
    zombies = d.ids("Zombie", zone="battlefield")
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    seeker = d.find("Glory Seeker")
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Diregraf Horde") in blockers
    assert not blockers & set(zombies)


def test_up_to_two_one_target_or_none() -> None:
    """"Up to two" (CR 601.2c, 115.1d): the reflexive trigger (CR 603.12) may target one card,
    any player's graveyard, its controller's own included; or none, exiling nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 10)
    s.hand(0, "Diregraf Horde", "Diregraf Horde")
    s.graveyard(0, "Shock")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    cast_horde(d)
    d.expect("target")
    d.choose(d.find("Shock", zone="graveyard"))
    d.choose(None)
    d.resolve()
    assert d.zone_of("Shock") == "exile" and d.zone_of("Glory Seeker") == "graveyard"
    cast_horde(d)
    d.expect("target")
    d.choose(None)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.ids("Zombie", zone="battlefield")) == 4


def test_the_zombie_tokens_are_black_two_two_zombies() -> None:
    """The tokens are exactly as the effect defines them (CR 111.4): 2/2 black Zombie
    creatures with decayed, controlled by the Horde's controller."""
    d = setup()
    zombies = cast_horde(d)
    d.choose(None)
    d.resolve()
    for z in zombies:
        c = d.chars(z)
        assert (c.power, c.toughness, c.colors, c.controller) == (2, 2, frozenset({"B"}), 0)
        assert "Zombie" in c.subtypes and "Creature" in c.types
        assert d.state.objects[z].is_token


def test_changed_on_the_stack_it_enters_with_two_decayed_elves() -> None:
    """CR 612.1, 612.2a, 400.7a: Diregraf Horde changed from Zombie to Elf as a spell is
    an Elf and creates two 2/2 black Elf Tokens with decayed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Island")
    s.hand(0, "Diregraf Horde", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Diregraf Horde")
    evolve(d, spell, "Zombie", "Elf")
    d.resolve()
    assert d.chars(d.find("Diregraf Horde")).subtypes == {"Elf"}
    d.resolve()
    made = [(d.chars(t).name, d.chars(t).subtypes, d.chars(t).has("Decayed"))
            for t in tokens(d)]
    assert made == [("Elf Token", {"Elf"}, True)] * 2
