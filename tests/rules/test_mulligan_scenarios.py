"""Acceptance scenarios for mulligans (CR 103.5): the London mulligan's cards put on the bottom,
the free first mulligan of a multiplayer game (103.5c) and its absence in a two-player
Commander game (903.2: a Commander game may be a two-player game; 103.5c names multiplayer
and Brawl games only).
"""

from __future__ import annotations

from manastack.game import Game
from manastack.testing import Driver

DECK = ["Forest"] * 20 + ["Glory Seeker"] * 20


def _hand(d: Driver, p: int) -> list[int]:
    return list(d.state.players[p].hand)


def test_a_two_player_commander_game_has_no_free_mulligan() -> None:
    """CR 103.5, 103.5c, 903.2: in a two-player Commander game the first mulligan puts a card
    on the bottom."""
    d = Driver(Game.new([DECK, DECK], seed=3, format="commander",
                        commanders=[["Katilda, Dawnhart Prime"], ["Katilda, Dawnhart Prime"]]))
    d.choose(0)
    d.choose("mulligan")
    d.choose("keep")
    assert d.expect("bottom_cards").player == 0
    d.choose(_hand(d, 0)[0])
    assert len(_hand(d, 0)) == 6


def test_a_four_player_commander_game_s_first_mulligan_is_free_the_second_isnt() -> None:
    """CR 103.5c: the first mulligan doesn't count toward the cards put on the bottom; the
    second puts one card there."""
    d = Driver(Game.new([DECK] * 4, seed=3, format="commander",
                        commanders=[["Katilda, Dawnhart Prime"]] * 4))
    d.choose(0)
    d.choose("mulligan")
    for _ in range(3):
        d.choose("keep")
    assert d.expect("mulligan").player == 0
    assert len(_hand(d, 0)) == 7
    d.choose("mulligan")
    assert d.expect("bottom_cards").player == 0
    d.choose(_hand(d, 0)[0])
    assert len(_hand(d, 0)) == 6
    d.choose("keep")
    assert d.state.turn == 1 and d.state.players[0].mulligans == 2


def test_the_first_mulligan_free_leaves_one_more_mulligan_in_multiplayer() -> None:
    """CR 103.5, 103.5c: the free mulligan doesn't count toward the mulligans a player may take
    either: in a three-player game a player may take one more mulligan than in a two-player
    game before the opening hand would be empty."""
    d = Driver(Game.new([DECK] * 3, seed=3))
    d.choose(0)
    d.choose("mulligan")
    d.choose("keep")
    d.choose("keep")
    taken = 1
    while True:
        while d.decision.kind == "bottom_cards":
            d.choose(_hand(d, 0)[0])
        d.expect("mulligan")
        if len(d.game.legal_actions()) == 1:
            break
        d.choose("mulligan")
        taken += 1
    assert taken == 8 and _hand(d, 0) == []
