"""Seeded random Commander games (CR 903) at tables of four and six, checking the game
invariants as they go: card conservation (the commanders included), clone, replay and JSON
identity, and that no player's view shows another player's hidden cards."""

from __future__ import annotations

import pytest

from manastack.invariants import checked_playout
from tests.commander_decks import NAMES, deck


@pytest.mark.parametrize("seed", [1])
def test_four_player_commander_playout(seed: int) -> None:
    decks = [deck(n) for n in NAMES]
    r = checked_playout(decks, seed, every=150, round_trips=1, hidden_every=8, life=12,
                        format="commander")
    assert r.finished and len(r.winners) <= 1
    assert r.kinds.get("priority", 0) > 0 and r.deep_checks >= 1 and r.round_trips >= 1


def test_six_player_commander_playout() -> None:
    decks = [deck(NAMES[i % len(NAMES)]) for i in range(6)]
    r = checked_playout(decks, 7, every=300, round_trips=1, hidden_every=12, life=8,
                        format="commander")
    assert r.finished and len(r.winners) <= 1
    assert all(0 <= w < 6 for w in r.winners)
