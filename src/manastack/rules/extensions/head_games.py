"""Head Games: what its card module (``manastack.cards.ons.head_games``, with the Oracle text and
the rulings) can't say in the vocabulary, as the extension ``head_games_swap_hand`` (CR
701.23a).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Zone
from manastack.rules.choices import ask
from manastack.rules.events import Event, submit_all
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push
from manastack.rules.library_manipulation import search_library


@extension("head_games_swap_hand")
def _start(g: Any, fid: int) -> None:
    """Target opponent puts their hand on top of their library; you search it for that many cards
    (CR 701.23a) that they put into their hand, then they shuffle (ONS-FAQ-134)."""
    ts = g.frames[fid]["targets"]
    if not ts or not ts[0]:
        return
    p = ts[0][0]
    hand = list(g.players[p].hand)
    push(g, "head_games_count", fid, p, len(g.players[p].library))
    # CR 401.4: they go there together, in an order their owner doesn't reveal
    data = {"position": "top", "arranged_by": p} if len(hand) > 1 else {"position": "top"}
    submit_all(g, [Event("zone_change", obj=c, from_zone=Zone.HAND, to_zone=Zone.LIBRARY,
                         player=p, data=dict(data)) for c in hand])


@handler("head_games_count")
def _count(g: Any, fid: int, p: int, before: int) -> None:
    """"That many": the cards put on top of the library, which are fewer than the hand if a
    replacement effect put one elsewhere (a commander put into the command zone instead, CR
    903.9b, 614.6)."""
    push(g, "head_games_look", fid, p, max(0, len(g.players[p].library) - before))


@handler("head_games_look")
def _look(g: Any, fid: int, p: int, n: int) -> None:
    """The caster searches that player's library (CR 701.23a): as for any library search, the
    log names its cards to the searcher only, who knows them there until the shuffle, and so
    knows the cards they find for that player's hand (``library_manipulation.search_library``)."""
    search_library(g, g.frames[fid]["controller"], p)
    push(g, "head_games_search", fid, p, n, ())


@handler("head_games_search")
def _search(g: Any, fid: int, p: int, n: int, found: tuple[int, ...]) -> None:
    lib = [c for c in g.players[p].library if c not in found]
    if len(found) >= n or not lib:
        push(g, "shuffle", p)
        submit_all(g, [Event("zone_change", obj=c, from_zone=Zone.LIBRARY, to_zone=Zone.HAND,
                             player=p) for c in found])
        return
    push(g, "head_games_found", fid, p, n, found)
    ask(g, g.frames[fid]["controller"], "search", tuple(lib), fid, "head_games_card",
        prompt=f"Choose a card for that player's hand ({n - len(found)} left)")


@handler("head_games_found")
def _found(g: Any, fid: int, p: int, n: int, found: tuple[int, ...]) -> None:
    card = g.frames[fid].pop("head_games_card")
    if card is None:  # the library left with that player (CR 800.4a): nothing more is found
        push(g, "head_games_search", fid, p, len(found), found)
        return
    push(g, "head_games_search", fid, p, n, found + (card,))

