"""Seeded random Two-Headed Giant games (CR 810), checking the game invariants as they go:
card conservation, clone, replay and JSON identity, state-based actions with the team's
poison threshold (704.6b), and hidden information with teammates' hands reviewable (810.5)."""

from __future__ import annotations

import pytest

from manastack.invariants import checked_playout, playable_decks

PLAYABLE = playable_decks()


@pytest.mark.parametrize("seed", [2])
def test_two_headed_giant_playout(seed: int) -> None:
    decks = [PLAYABLE[(seed + i) % len(PLAYABLE)] for i in range(4)]
    r = checked_playout(decks, seed, every=150, round_trips=1, hidden_every=10, life=12,
                        format="two_headed_giant")
    assert r.finished
    # the winners are a whole team (CR 810.8a)
    assert set(r.winners) in ({0, 1}, {2, 3})
    assert r.kinds.get("priority", 0) > 0 and r.deep_checks >= 1 and r.round_trips >= 1


def test_three_headed_giant_playout() -> None:
    """CR 810.11: six players, two teams of three; the winners are one whole team."""
    decks = [PLAYABLE[(3 + i) % len(PLAYABLE)] for i in range(6)]
    r = checked_playout(decks, 3, every=150, round_trips=1, hidden_every=10, life=12,
                        format="two_headed_giant")
    assert r.finished
    assert set(r.winners) in ({0, 1, 2}, {3, 4, 5})
    assert r.kinds.get("priority", 0) > 0 and r.deep_checks >= 1 and r.round_trips >= 1
