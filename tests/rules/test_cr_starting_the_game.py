"""Starting the game (CR 103.3): each player shuffles their deck, and the decks become the
libraries from which the opening hands are drawn."""

from __future__ import annotations

from manastack.formats.decklist import parse_decklist
from manastack.game import Choose, Game

DECK = ["Forest"] * 20 + ["Glory Seeker"] * 20


def _started(seed: int) -> Game:
    game = Game.new([DECK, DECK], seed=seed)
    p = game.state.players[0]
    assert len(p.library) == 40 and not p.hand  # not yet drawn while the first turn is chosen
    game.apply(game.state.pending.player, Choose(0))  # type: ignore[union-attr]
    return game


def _cards_in_order(game: Game, player: int) -> list[str]:
    p = game.state.players[player]
    return [game.name_of(o) for o in [*p.hand, *p.library]]


def test_each_deck_is_shuffled_before_the_opening_hands_are_drawn() -> None:
    """CR 103.3, 103.5: both players bring the same deck, twenty Forests then twenty Glory
    Seekers; once the starting player is chosen each deck is shuffled into a random order and becomes its
    owner's library: the forty cards (seven in hand, thirty-three in the library, all owned by
    that player) are neither in the deck list's order nor its reverse, the two libraries are
    in different orders, and another seed gives another order."""
    game = _started(3)
    orders = [_cards_in_order(game, p) for p in (0, 1)]
    for p, order in enumerate(orders):
        assert sorted(order) == sorted(DECK)
        assert order not in (DECK, DECK[::-1])
        player = game.state.players[p]
        assert len(player.hand) == 7 and len(player.library) == 33
        assert {game.state.objects[o].owner for o in [*player.hand, *player.library]} == {p}
    assert orders[0] != orders[1]
    assert _cards_in_order(_started(4), 0) != orders[0]


def test_the_sideboard_is_outside_the_game() -> None:
    """CR 400.11, 400.11a, 100.4: a deck list with a sideboard of four Naturalize: its main deck
    becomes its owner's library, and the sideboard's cards are in none of the game's zones
    (no object of the game is a Naturalize), so nothing in the game can find or affect
    them."""
    deck = parse_decklist("Deck\n20 Forest\n20 Glory Seeker\n\nSideboard\n4 Naturalize\n")
    game = Game.new([deck, DECK], seed=3)
    assert len(game.state.players[0].library) == 40
    names = {game.name_of(o) for o in game.state.objects}
    assert names == {"Forest", "Glory Seeker"}
