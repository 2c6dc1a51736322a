"""Hidden information over many games: every message sent to every seat and to a spectator
over two-player games of the Onslaught morph decks (against each other and against the
Midnight Hunt decks) and four-player Commander games of the precons, each seat a random player
over its own socket, is checked against the game itself by ``tests.server.hidden.leaks``
(CR 400.2 hidden zones, 708.5 face-down permanents): no card of another's hand or of a library
by id or unshown name, no identity of a face-down permanent its controller alone may look at,
no other player's decision or legal actions.

The suite plays ``TWO_PLAYER`` stretches of ``MOVES`` actions and ``COMMANDER`` of
``MOVES_4``. More, and longer, outside CI: ``MANASTACK_HIDDEN_GAMES=120
MANASTACK_HIDDEN_MOVES=2000 pytest tests/server/test_hidden_games.py -n 2`` (a game stops at
its end or after that many actions; a tenth of them, at least one, are Commander games)."""

from __future__ import annotations

import os
import random

import pytest
from fastapi.testclient import TestClient

from manastack.decisions.actions import action_from_json
from manastack.game import Game
from manastack.server.cards import names_ja
from manastack.server.decks import resolve_deck
from tests.server.hidden import SPECTATOR, choose, leaks, play, secrets

MORPH_MATCHUPS = [("ons_br", "ons_wu"), ("ons_wu", "ons_br"), ("ons_br", "ons_br"),
                  ("ons_wu", "ons_wu"), ("ons_br", "mid_gw"), ("mid_ub", "ons_wu")]
PRECONS = ["coven_counters", "undead_unleashed"]
TWO_PLAYER, MOVES = 12, 150
COMMANDER, MOVES_4 = 3, 60

GAMES = int(os.environ.get("MANASTACK_HIDDEN_GAMES", 0))
LONG = int(os.environ.get("MANASTACK_HIDDEN_MOVES", 0))


def _games() -> list[tuple[list[str], str, int, int]]:
    n4 = max(1, GAMES // 10) if GAMES else COMMANDER
    n2 = GAMES - n4 if GAMES else TWO_PLAYER
    out = [(list(MORPH_MATCHUPS[i % len(MORPH_MATCHUPS)]), "normal", 100 + i,
            LONG or MOVES) for i in range(n2)]
    out += [([PRECONS[(i + k) % 2] for k in range(4)], "commander", 500 + i, LONG or MOVES_4)
            for i in range(n4)]
    return out


@pytest.mark.parametrize("decks,fmt,seed,moves", _games(),
                         ids=lambda x: "-".join(x) if isinstance(x, list) else str(x))
def test_no_message_to_a_seat_holds_what_it_may_not_know(
        client: TestClient, db: str, decks: list[str], fmt: str, seed: int,
        moves: int) -> None:
    got = play(client, db, decks, fmt, seed, moves)
    assert not got.problems, "\n".join(got.problems[:20])
    assert got.messages == (got.actions + 1) * (len(decks) + 1)
    if "ons_br" in decks and "ons_wu" in decks and seed < 100 + len(MORPH_MATCHUPS):
        # (the first game of each such matchup) morphs were cast: face-down permanents
        # shown to their controller and to others
        assert got.face_down_own and got.face_down_other


def _message(game: Game, seat: int) -> dict:
    view = game.view(seat) if seat != SPECTATOR else game.spectator_view()
    return {"type": "state", "seat": seat, "view": view, "names_ja": names_ja(view)}


def test_the_checker_finds_each_kind_of_leak() -> None:
    """The checker is not blind: a message with another's hand card, a library card, a
    face-down identity or another's decision added is refused, each for its own reason."""
    decks = [resolve_deck(i, {"bundled": d}, "normal") for i, d in enumerate(MORPH_MATCHUPS[0])]
    game = Game.new(decks, seed=4, names=["A", "B"], auto_pay=True)
    rng = random.Random(4)
    g = game.state
    while not any(g.objects[o].face_down and g.objects[o].controller == 0
                  for o in g.battlefield) or game.decision.player != 0:
        d = game.decision
        acts = [a.to_json() for a in game.legal_actions()]
        game.apply(d.player, action_from_json(choose(acts, rng)))
    ok = _message(game, 1)
    assert leaks(game, 1, ok, set()) == []
    assert leaks(game, 0, _message(game, 0), set()) == []
    hand = g.players[0].hand[0]
    lib = g.players[1].library[0]
    fd = next(o for o in g.battlefield if g.objects[o].face_down)
    mine = game.view(0)

    def tampered(change) -> list[str]:
        m = _message(game, 1)
        change(m["view"])
        return leaks(game, 1, m, set())

    # another's hand card, as its owner sees it
    got = tampered(lambda v: v["players"][0].setdefault("hand", []).append(
        mine["players"][0]["hand"][0]))
    assert any(f"id of a hidden card ({game.name_of(hand)})" in p for p in got), got
    # the name alone of a card in another's hand that was never shown
    sec = secrets(game, 1)
    unseen = next(n for o, n in sec.hidden.items() if o in g.players[0].hand
                  and n not in sec.visible_names)
    got = tampered(lambda v: v["log"].append({"kind": "draw", "player": 0, "card": unseen}))
    assert any(f"name of a hidden card ({unseen})" in p for p in got), got
    # the id of a card of one's own library (its order is hidden, CR 401.2)
    got = tampered(lambda v: v["log"].append({"kind": "draw", "object": lib}))
    assert any("id of a hidden card" in p for p in got), got
    # a face-down permanent's card, which only its controller may look at (CR 708.5)
    card = next(o["card"] for o in mine["battlefield"] if o["id"] == fd)
    got = tampered(lambda v: next(o for o in v["battlefield"] if o["id"] == fd).update(
        card=card))
    assert any(f"face-down object {fd}" in p for p in got), got
    # another player's decision with its answers
    got = tampered(lambda v: v.update(decision=mine["decision"]))
    assert any("was sent player 0's decision" in p for p in got), got
    # an entry appended after those already checked is still checked (``log_from``), and one
    # that names a hidden card as it moves between hidden zones is caught, while a card
    # leaving the battlefield is public (CR 400.2, 708.9: a face-down one is revealed)
    n = len(ok["view"]["log"])
    m = _message(game, 1)
    m["view"]["log"].append({"kind": "zone_change", "from": "library", "to": "hand",
                             "card": unseen})
    assert any(f"name of a hidden card ({unseen})" in p for p in leaks(game, 1, m, set(),
                                                                       log_from=n))
    m = _message(game, 1)
    m["view"]["log"].append({"kind": "zone_change", "from": "battlefield", "to": "hand",
                             "card": unseen})
    assert leaks(game, 1, m, set(), log_from=n) == []
