"""Looking at the top cards of a library and putting them back in any order (CR 401.4)."""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.instructions import push
from manastack.rules.library_manipulation import look
from manastack.rules.one_shot import amt, effect, players
from manastack.state.game_state import GameState


@effect(E.ReorderTop)
def _reorder_top(g: GameState, e: E.ReorderTop, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    for p in reversed(players(g, e.who, frame)):
        cards = tuple(g.players[p].library[:n])
        if not cards:
            continue
        look(g, p, cards)  # CR 701.20e: only they see them, and know them there
        # The chosen order is put back on top: the first card chosen ends on top.
        push(g, "order_cards", p, cards, (), (), "order", fid)
