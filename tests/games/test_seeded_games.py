"""Identical games: the fixed seeded games still play exactly as recorded (see seeded_games)."""

from __future__ import annotations

import json

import pytest

from tests.games.seeded_games import DIGESTS, GAMES, play


@pytest.mark.parametrize("game_id", GAMES)
def test_seeded_game_plays_as_recorded(game_id: str) -> None:
    recorded = json.loads(DIGESTS.read_text())
    assert play(game_id) == recorded[game_id], (
        f"{game_id} no longer plays as recorded; if a rules change deliberately changes games, "
        "rerun `python -m tests.games.seeded_games --record` and say so in the commit")
