"""Curse of the Restless Dead — {2}{B} Enchantment — Aura Curse.

Oracle: "Enchant player
Whenever a land enters the battlefield under enchanted player's control, you create a 2/2 black
Zombie creature token with decayed. (It can't block. When it attacks, sacrifice it at end of
combat.)"
Rulings covered: MIC-RN-042 (and MIC-OR-0039, which restates it); MIC-OR-0038, MIC-OR-0040 to
MIC-OR-0042 (decayed).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.decayed_checks import (
    DecayedSource,
    cant_block_and_sacrificed_after_attacking,
    no_attack_requirement,
    no_haste,
    sacrificed_even_without_decayed,
)

pytestmark = pytest.mark.card("Curse of the Restless Dead")

CARD = "Curse of the Restless Dead"


def _scenario() -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, CARD, "Swamp")
    return s


def _curse_yourself_and_play_a_land(d: Driver) -> None:
    d.cast(0, CARD, targets=[0])
    d.resolve()
    d.play_land(0, "Swamp")
    d.resolve_all()


SOURCE = DecayedSource(_scenario, _curse_yourself_and_play_a_land)


@pytest.mark.ruling("MIC-RN-042", "MIC-OR-0039")
def test_the_curses_controller_gets_the_token() -> None:
    """Player 0's Curse on player 1: player 1's land entering gives player 0 a decayed Zombie;
    player 0's own land gives nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, CARD, "Swamp")
    s.hand(1, "Forest")
    s.library(0, "Swamp")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.play_land(0, "Swamp")
    assert not d.state.stack
    d.pass_until("precombat_main", turn=4)
    d.play_land(1, "Forest")
    d.resolve_all()
    assert len(d.ids("Zombie Token", "battlefield", player=0)) == 1
    assert not d.ids("Zombie Token", "battlefield", player=1)
    token = d.find("Zombie Token", "battlefield")
    assert d.chars(token).has("Decayed") and d.chars(token).controller == 0



@pytest.mark.parametrize("check", [
    pytest.param(no_haste, marks=pytest.mark.ruling("MIC-OR-0038"), id="no_haste"),
    pytest.param(cant_block_and_sacrificed_after_attacking, marks=pytest.mark.ruling("MIC-OR-0040"), id="cant_block_and_sacrificed_after_attacking"),
    pytest.param(no_attack_requirement, marks=pytest.mark.ruling("MIC-OR-0041"), id="no_attack_requirement"),
    pytest.param(sacrificed_even_without_decayed, marks=pytest.mark.ruling("MIC-OR-0042"), id="sacrificed_even_without_decayed"),
])
def test_decayed_rulings(check: Callable[[DecayedSource], None]) -> None:
    """The decayed rulings, on the token the Curse makes (see ``decayed_checks``)."""
    check(SOURCE)


def test_each_land_entering_at_once_is_a_zombie() -> None:
    """CR 603.2, 603.6a: the enchanted player's Explosive Vegetation puts two basic lands onto
    the battlefield at once: the Curse triggers once for each, and its controller gets two
    decayed Zombies; the Curse's controller puts both triggers on the stack (CR 603.3b)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(1, "Forest", "Forest", "Forest", "Forest")
    s.hand(1, "Explosive Vegetation")
    s.library(1, "Swamp", "Island", "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Explosive Vegetation")
    d.resolve()
    d.choose(d.find("Swamp", "library"))
    d.choose(d.find("Island", "library"))
    assert d.state.objects[d.find("Swamp", "battlefield")].tapped
    d.expect("order_triggers")
    assert d.decision.player == 0  # the Curse's controller controls both triggers
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    zombies = d.ids("Zombie Token", "battlefield", player=0)
    assert len(zombies) == 2
    assert not d.ids("Zombie Token", "battlefield", player=1)
    for z in zombies:
        c = d.chars(z)
        assert (c.power, c.toughness, c.colors) == (2, 2, frozenset("B"))
        assert "Zombie" in c.subtypes and c.has("Decayed")


def test_only_the_enchanted_players_lands_count_among_several_opponents() -> None:
    """CR 303.4e, 603.2: in a three-player game the Curse enchants player 1; player 2's land
    entering doesn't trigger it, player 1's does, and the Zombie is player 0's."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.hand(1, "Forest")
    s.hand(2, "Swamp")
    for p in range(3):
        s.library(p, "Island", "Island")
    s.at("precombat_main", active=2, turn=5)
    d = Driver(s.build())
    d.play_land(2, "Swamp")
    assert not d.state.stack
    d.pass_until("precombat_main", turn=7)
    assert d.state.active == 1
    d.play_land(1, "Forest")
    assert len(d.state.stack) == 1
    d.resolve_all()
    assert len(d.ids("Zombie Token", "battlefield", player=0)) == 1
    assert not d.ids("Zombie Token", "battlefield", player=1)
    assert not d.ids("Zombie Token", "battlefield", player=2)


def test_the_curse_destroyed_in_response_its_controller_still_gets_the_zombie() -> None:
    """CR 113.7a: the triggered ability exists apart from the Curse; Beast Within destroys the
    Curse in response and the Zombie is still created, for the player who controlled the
    Curse (CR 109.5)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.hand(1, "Forest", "Beast Within")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.play_land(1, "Forest")
    assert len(d.state.stack) == 1
    d.cast(1, "Beast Within", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.ids("Beast Token", "battlefield", player=0)) == 1
    d.resolve()
    assert len(d.ids("Zombie Token", "battlefield", player=0)) == 1
    assert not d.ids("Zombie Token", "battlefield", player=1)


def test_the_enchanted_player_leaving_the_game_puts_the_curse_into_the_graveyard() -> None:
    """CR 800.4a, 704.5m: in a three-player game player 1, enchanted by player 0's Curse,
    concedes while player 0 has priority; the Curse, enchanting a player no longer in the
    game, is put into its owner's graveyard as state-based actions are next checked, when
    player 2 would receive priority (CR 704.3), and the game goes on between players 0 and
    2."""
    from manastack.decisions.actions import Concede

    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD, attached_to=1)
    for p in range(3):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.act(1, Concede())
    assert d.state.players[1].lost
    d.pass_priority()
    assert d.decision.player == 2
    assert d.zone_of(CARD) == "graveyard"
    assert not d.game.is_over


def test_made_to_read_elf_a_land_entering_makes_a_decayed_elf() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf on the Curse: a land entering under the
    enchanted player's control creates a 2/2 black Elf Token with decayed."""
    s = _scenario()
    s.battlefield(0, "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[0])
    d.resolve()
    d.cast(0, "Artificial Evolution", targets=[d.find(CARD)])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.play_land(0, "Swamp")
    d.resolve_all()
    assert not d.ids("Zombie Token", "battlefield")
    elf = d.find("Elf Token", "battlefield")
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 2, 2)
    assert c.has("Decayed")
