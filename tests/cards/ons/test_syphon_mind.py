"""Syphon Mind — {3}{B} Sorcery.

Oracle: "Each other player discards a card. You draw a card for each card discarded this
way."
Rulings covered: ONS-FAQ-101 (no card discarded, no card drawn for that player).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Syphon Mind")


@pytest.mark.ruling("ONS-FAQ-101")
def test_draw_one_per_card_discarded() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Mind")
    s.library(0, "Island", "Island", "Island")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Syphon Mind")
    d.resolve()
    assert d.zone_of("Shock") == "graveyard"
    assert len(d.state.players[0].hand) == 1  # player 2 had no card to discard
    assert len(d.state.players[0].library) == 2


def test_the_caster_doesnt_discard_and_draws_after_all_discards() -> None:
    """"Each other player" excludes you (CR 102.1: every other player in the game);
    the number drawn is the number of cards discarded by all of them (CR 608.2c)."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Mind", "Glory Seeker")
    s.library(0, "Island", "Island", "Island")
    s.hand(1, "Shock")
    s.hand(2, "Smother", "Forest")
    s.hand(3, "Mountain")
    d = Driver(s.build())
    d.cast(0, "Syphon Mind")
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert d.ids("Glory Seeker", zone="hand", player=0)
    assert len(d.state.players[0].hand) == 4
    assert len(d.state.players[2].hand) == 1 and not d.state.players[3].hand


def test_two_players_the_opponent_chooses_the_discard_and_the_caster_draws_one() -> None:
    """CR 701.9a: the discarding player chooses the card: the opponent keeps Smother and
    discards Forest; the caster draws one card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Mind")
    s.library(0, "Island", "Island")
    s.hand(1, "Smother", "Forest")
    d = Driver(s.build())
    d.cast(0, "Syphon Mind")
    d.resolve()
    d.expect("discard")
    assert d.decision.player == 1
    d.choose(d.find("Forest", zone="hand"))
    assert d.zone_of("Forest") == "graveyard" and d.zone_of("Smother") == "hand"
    assert [d.game.name_of(c) for c in d.state.players[0].hand] == ["Island"]


def test_two_headed_giant_the_teammate_discards_too() -> None:
    """CR 102.3, 810: "each other player" includes the caster's teammate, who isn't an
    opponent: in Two-Headed Giant the teammate and both opponents each discard a card, and
    the caster draws three."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Mind")
    s.library(0, "Island", "Island", "Island", "Island")
    s.hand(1, "Shock")
    s.hand(2, "Smother")
    s.hand(3, "Mountain")
    d = Driver(s.build())
    d.cast(0, "Syphon Mind")
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert {d.zone_of(n) for n in ("Shock", "Smother", "Mountain")} == {"graveyard"}
    assert len(d.state.players[0].hand) == 3


def test_discards_chosen_in_turn_order_hidden_then_made_together() -> None:
    """CR 101.4, 101.4a: the other players choose in turn order (player 1, then player 2);
    player 1's chosen card stays in their hand, unseen by the others, until every choice is
    made; then the cards are discarded at once and the caster draws two."""
    import json
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Syphon Mind")
    s.library(0, "Island", "Island", "Island")
    s.hand(1, "Shock", "Krosan Tusker")
    s.hand(2, "Smother", "Forest")
    d = Driver(s.build())
    d.cast(0, "Syphon Mind")
    d.resolve()
    assert d.expect("discard").player == 1
    d.choose(d.find("Krosan Tusker", zone="hand"))
    assert d.expect("discard").player == 2
    assert d.zone_of("Krosan Tusker") == "hand"
    assert "Krosan Tusker" not in json.dumps(d.game.view(2))
    assert "Krosan Tusker" not in json.dumps(d.game.view(0))
    d.choose(d.find("Forest", zone="hand"))
    assert d.zone_of("Krosan Tusker") == "graveyard" and d.zone_of("Forest") == "graveyard"
    assert len(d.state.players[0].hand) == 2
