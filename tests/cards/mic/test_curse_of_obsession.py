"""Curse of Obsession — {4}{R} Enchantment — Aura Curse.

Oracle: "Enchant player
At the beginning of enchanted player's draw step, that player draws two additional cards.
At the beginning of enchanted player's end step, that player discards their hand."
Rulings covered: none.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Curse of Obsession")

CARD = "Curse of Obsession"


def test_enchanted_player_draws_three_then_discards_the_hand_at_end_step() -> None:
    """Cursed player 1 draws three cards in their draw step (the normal draw first, then the
    trigger's two, CR 504.1, 504.2) and discards their whole hand at their end step; player 0,
    the Curse's controller, is unaffected in its own turn."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, CARD, "Shock")
    s.hand(1, "Plains")
    s.library(1, "Forest", "Island", "Swamp", "Plains")
    s.library(0, "Mountain", "Mountain")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.pass_until("end")
    assert [d.game.name_of(o) for o in d.state.players[0].hand] == ["Shock"]
    d.pass_until("precombat_main", turn=4)
    assert len(d.state.players[1].hand) == 4
    d.pass_until("end", turn=4)
    assert not d.state.players[1].hand
    assert len(d.state.players[1].graveyard) == 4
    d.pass_until("precombat_main", turn=5)
    assert len(d.state.players[0].hand) == 2


def test_four_players_only_the_enchanted_one_draws_extra() -> None:
    """Multiplayer (CR 800): player 2 is enchanted; player 1's draw step is ordinary, player 2
    draws three. A player whose library runs out while drawing the two extra cards loses the
    game (CR 704.5b) and the game goes on for the others (CR 800.4a)."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, CARD)
    for p in (0, 1, 3):
        s.library(p, "Forest", "Forest", "Forest", "Forest")
    s.library(2, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[2])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 1 and len(d.state.players[1].hand) == 1
    d.pass_until("draw", turn=5)
    assert d.state.active == 2
    d.resolve_all()
    assert d.state.players[2].lost
    assert d.zone_of(CARD) == "graveyard"  # enchanting nothing now (CR 704.5m)
    d.pass_until("upkeep", turn=6)
    assert d.state.active == 3


def test_the_curse_leaves_with_its_owner_who_left_the_game() -> None:
    """CR 800.4a: four players; player 0 enchants player 2, then loses the game (made to draw
    from an empty library by their own Blood Pact); all objects player 0 owns leave the game,
    the Curse too, so player 2's draw step is an ordinary one."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Swamp", "Swamp", "Swamp")
    s.hand(0, CARD, "Blood Pact")
    s.library(0, "Mountain")
    for p in (1, 2, 3):
        s.library(p, "Forest", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[2])
    d.resolve()
    d.cast(0, "Blood Pact", targets=[0])
    d.resolve()
    assert d.state.players[0].lost
    assert not d.ids(CARD)
    d.pass_until("precombat_main", turn=5)
    assert d.state.active == 2 and len(d.state.players[2].hand) == 1


def test_a_commander_discarded_with_the_hand_may_go_to_the_command_zone() -> None:
    """CR 903.9a: the cursed player's commander is in their hand at their end step; it is
    discarded with the rest, then its owner may put it into the command zone (a state-based
    action)."""
    s = Scenario(seed=1, format="commander")
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, CARD)
    s.commander(1, "Katilda, Dawnhart Prime", zone="hand")
    s.hand(1, "Plains")
    s.library(0, *["Mountain"] * 4)
    s.library(1, *["Forest"] * 6)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.pass_until("end", turn=3)
    d.pass_until("draw", turn=4)
    d.resolve_all()
    assert len(d.state.players[1].hand) == 5  # Katilda, the Plains and three cards drawn
    while d.decision.kind == "priority" and d.state.step.name != "END":
        d.pass_priority()
    assert d.state.step.name == "END" and d.state.stack  # the discard trigger
    d.resolve()
    d.expect("commander_zone")
    assert d.decision.player == 1
    d.choose("command_zone")
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    assert not d.state.players[1].hand and len(d.state.players[1].graveyard) == 4


def test_a_skipped_first_draw_step_has_no_beginning_to_trigger_at() -> None:
    """CR 103.8a: the starting player of a two-player game skips the draw step of their first
    turn, so "at the beginning of enchanted player's draw step" never
    happens and the enchanted player draws nothing that turn."""
    s = Scenario(seed=1)
    s.battlefield(1, CARD, attached_to=0)
    s.library(0, "Forest", "Forest", "Forest", "Forest")
    s.at("upkeep", active=0, turn=1)
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=1)
    assert not d.state.players[0].hand and not d.state.stack
    assert len(d.state.players[0].library) == 4


def test_its_controller_may_curse_themselves() -> None:
    """"Enchant player" (CR 303.4a, 702.5d) allows any player, its controller too: enchanting
    themselves, player 0 draws three in their next draw step and discards their hand at their
    end step."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, CARD)
    s.library(0, "Forest", "Island", "Swamp", "Plains")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[0])
    d.resolve()
    assert d.state.objects[d.find(CARD)].attached_to == 0
    d.pass_until("precombat_main", turn=5)
    assert len(d.state.players[0].hand) == 3
    d.pass_until("end", turn=5)
    d.resolve_all()
    assert not d.state.players[0].hand
    assert len(d.state.players[0].graveyard) == 3


def test_the_extra_cards_drawn_stay_hidden_from_the_other_player() -> None:
    """CR 401.2, 402.3: the two additional cards go to the cursed player's hand; the other
    player's view names none of them (only the discard, once it happens, shows them)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, CARD)
    s.library(1, "Elvish Warrior", "Shock", "Go for the Throat", "Plains")
    s.library(0, "Mountain", "Mountain")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    hand = d.state.players[1].hand
    assert len(hand) == 3
    names = [d.game.name_of(o) for o in hand]
    theirs = json.dumps(d.game.view(0))
    assert not any(n in theirs for n in names if n != "Plains")
    mine = json.dumps(d.game.view(1))
    assert all(n in mine for n in names)


def test_an_empty_hand_at_end_step_discards_nothing_and_nothing_breaks() -> None:
    """The end step trigger with an empty hand: nothing is discarded, the game goes on."""
    s = Scenario(seed=1)
    s.battlefield(1, CARD, attached_to=0)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("end", turn=3)  # the discard trigger has resolved
    assert not d.state.players[0].hand and not d.state.players[0].graveyard
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 1
