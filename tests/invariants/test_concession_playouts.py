"""Seeded random four-player games in which players concede in the middle of what is under
way (a resolution, a cast, a payment, a combat declaration), checking the game invariants as
they go: a player who concedes leaves at once (CR 104.3a, 800.4a) and the game carries on
without them, with card conservation for the players still in, clone, replay and JSON
identity, and no hidden card shown to another player."""

from __future__ import annotations

import pytest

from manastack.invariants import checked_playout, playable_decks
from tests.commander_decks import NAMES, deck


@pytest.mark.parametrize("seed", [3, 4])
def test_four_player_games_with_concessions_under_way(seed: int) -> None:
    decks = playable_decks()
    table = [decks[(seed * 5 + i * 3) % len(decks)] for i in range(4)]
    r = checked_playout(table, seed, every=120, hidden_every=30, concessions=2)
    assert r.concessions == 2 and r.finished
    assert len(r.winners) <= 1


def test_a_commander_game_with_concessions_under_way() -> None:
    r = checked_playout([deck(NAMES[i % 2]) for i in range(4)], 11, every=200,
                        hidden_every=20, life=15, format="commander", concessions=2)
    assert r.concessions == 2 and r.finished
