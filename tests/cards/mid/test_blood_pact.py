"""Blood Pact — {2}{B} Instant.

Oracle: "Target player draws two cards and loses 2 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

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
