"""Searching a library for a group of cards that must fit together, all put into a zone at the
same time ("a Forest card and a Plains card", "up to two basic land cards that share a land
type"; CR 701.23)."""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.choices import ask
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.library_manipulation import search_library
from manastack.rules.looking import reveal
from manastack.rules.one_shot import effect
from manastack.rules.pipeline import submit_batch
from manastack.rules.selectors import matches
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@effect(E.SearchGroup)
def _search_group(g: GameState, e: E.SearchGroup, fid: int, frame: dict[str, Any]) -> None:
    p = int(frame["controller"])
    if not g.players[p].in_game:
        return
    push(g, "shuffle", p)
    push(g, "search_group_step", p, e, (), fid)
    search_library(g, p, p)


@handler("search_group_step")
def _step(g: GameState, p: int, e: E.SearchGroup, chosen: tuple[int, ...], fid: int) -> None:
    """Offer the library's cards that still fit with those already chosen (CR 701.23b: the
    player may find fewer, or none)."""
    if len(chosen) < e.amount:
        f = e.filter.but(zone=Zone.LIBRARY, owner=None)
        cands = tuple(c for c in g.players[p].library if c not in chosen and
                      matches(g, c, f, p, None) and e.fits(g, chosen + (c,), p))
        # asked even when no card left fits: whether they are asked must not tell the other
        # players what the library holds (CR 401.2)
        push(g, "search_group_found", p, e, chosen, fid)
        ask(g, p, "search", cands, fid, "found", optional=True,
            prompt=f"Search your library for {e.sought}")
        return
    _put(g, p, e, chosen)


@handler("search_group_found")
def _found(g: GameState, p: int, e: E.SearchGroup, chosen: tuple[int, ...], fid: int) -> None:
    card = g.frames[fid].pop("found")
    if card is None:
        _put(g, p, e, chosen)
        return
    push(g, "search_group_step", p, e, chosen + (card,), fid)


def _put(g: GameState, p: int, e: E.SearchGroup, cards: tuple[int, ...]) -> None:
    """The found cards move at the same time (one event batch)."""
    if e.reveal:
        for c in cards:
            reveal(g, c, p)
    data: dict[str, Any] = {"cause": "search"}
    if e.to is Zone.BATTLEFIELD:
        data["tapped"] = e.tapped
        data["controller"] = p
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.LIBRARY, to_zone=e.to,
                           player=p, data=dict(data)) for c in cards])
