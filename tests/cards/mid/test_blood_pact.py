"""Blood Pact — {2}{B} Instant.

Oracle: "Target player draws two cards and loses 2 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Blood Pact")


def test_target_player_draws_two_and_loses_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Blood Pact")
    s.library(1, "Island", "Plains", "Forest")
    d = Driver(s.build())
    d.cast(0, "Blood Pact", targets=[1])
    d.resolve()
    assert len(d.state.players[1].hand) == 2 and d.life(1) == 18


def test_four_players_a_target_drawing_from_too_small_a_library_loses() -> None:
    """CR 704.5b: player 2 had one card and was made to draw two: they lose when state-based
    actions are checked; the game goes on among the other three (CR 800.4a)."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Blood Pact")
    s.library(2, "Island")
    for p in (0, 1, 3):
        s.library(p, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Blood Pact", targets=[2])
    d.resolve()
    assert d.state.players[2].lost
    assert not any(d.state.players[p].lost for p in (0, 1, 3))
    assert d.decision.kind == "priority" and d.decision.player == 0


def test_may_target_its_own_caster() -> None:
    """"Target player" includes the caster (CR 115.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Blood Pact")
    s.library(0, "Island", "Plains", "Forest")
    d = Driver(s.build())
    d.cast(0, "Blood Pact", targets=[0])
    d.resolve()
    assert len(d.state.players[0].hand) == 2 and d.life(0) == 18
    assert len(d.state.players[0].library) == 1


def test_two_life_target_loses_the_game() -> None:
    """CR 704.5a: a target at 2 life goes to 0 and loses when state-based actions are checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Blood Pact")
    s.life(1, 2)
    s.library(1, "Island", "Plains", "Forest")
    d = Driver(s.build())
    d.cast(0, "Blood Pact", targets=[1])
    d.resolve()
    assert d.state.players[1].lost


def test_drawn_cards_stay_hidden_from_the_caster() -> None:
    """CR 402.3, 121.1: the target's drawn cards are in a hidden zone; the caster's view does not
    name them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Blood Pact")
    s.library(1, "Krosan Tusker", "Elvish Warrior", "Forest")
    d = Driver(s.build())
    d.cast(0, "Blood Pact", targets=[1])
    d.resolve()
    drawn = [n for n in ("Krosan Tusker", "Elvish Warrior", "Forest")
             if d.zone_of(n, player=1) == "hand"]
    assert len(drawn) == 2
    caster_view = json.dumps(d.game.view(0))
    assert all(name not in caster_view for name in drawn)
    assert all(name in json.dumps(d.game.view(1)) for name in drawn)
