"""Each player of a new game has a name, and a name of their own: ``Game.new`` refuses an
empty name (or one of spaces only), one with a control character (a line break, a terminal
escape) and two players with the same name (surrounding spaces, letter case and full-width
forms ignored), with a ``GameSetupError`` naming the players, since the log and the choices
name players by it. A saved game is replayed with its names as saved.
"""

from __future__ import annotations

import json

import pytest

from manastack.game import Game, GameSetupError
from manastack.game_setup import name_key, names_problem

DECKS = [["Forest"] * 10, ["Mountain"] * 10, ["Island"] * 10]


@pytest.mark.parametrize("names, message", [
    (["", "Bo", "Cy"], "player 1's name is empty: each player needs a name"),
    (["Ann", "   ", "Cy"], "player 2's name is empty: each player needs a name"),
    (["Ann", "Bo", "Ann"], "players 1 and 3 have the same name 'Ann': each player needs a name "
                           "of their own"),
    (["Ann", "Bo", " ann "], "players 1 and 3 have the same name 'ann'"),
    (["Ａｎｎ", "Ann", "Cy"], "players 1 and 2 have the same name 'Ann'"),
    (["あなた", "対戦相手", "あなた"], "players 1 and 3 have the same name 'あなた'"),
    (["Ann", "Bo\nCy", "Di"], "player 2's name has the control character U+000A: a name is "
                           "one line of text"),
    (["Ann", "Bo", "\x1b[2JCy"], "player 3's name has the control character U+001B"),
])
def test_an_empty_or_repeated_name_is_refused_naming_the_players(names: list[str],
                                                                 message: str) -> None:
    with pytest.raises(GameSetupError) as info:
        Game.new(DECKS, seed=1, names=names)
    assert str(info.value).startswith(message)
    assert names_problem(names) == str(info.value)


def test_names_of_their_own_are_kept_as_given() -> None:
    g = Game.new(DECKS, seed=1, names=["Ann", "Anna", " Bo\u200d "])
    assert [p.name for p in g.state.players] == ["Ann", "Anna", " Bo\u200d "]
    assert names_problem(["Ann", "Anna", "Bo"]) is None
    assert name_key(" Ｂo ") == "bo"


def test_without_names_each_player_is_numbered() -> None:
    g = Game.new(DECKS, seed=1)
    names = [p.name for p in g.state.players]
    assert names == ["Player 1", "Player 2", "Player 3"]
    assert names_problem(names) is None


def test_a_saved_game_with_repeated_names_still_replays() -> None:
    """Names are checked when a game is made, not when a saved one is loaded: a game saved
    before the check replays with the names it has, to the same position."""
    g = Game.new(DECKS, seed=1, names=["Ann", "Bo", "Cy"])
    g.apply(g.decision.player, g.legal_actions()[0])  # type: ignore[union-attr]
    doc = json.loads(g.to_json())
    doc["setup"]["names"] = ["Ann", "Ann", ""]
    loaded = Game.from_json(json.dumps(doc))
    assert [p.name for p in loaded.state.players] == ["Ann", "Ann", ""]
    assert len(loaded.history) == len(g.history)
