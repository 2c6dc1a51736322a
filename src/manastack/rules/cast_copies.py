"""Casting copies of cards while a spell or ability resolves (CR 707.12).

``offer_copies`` creates a copy of each given card in the zone the card is in; the player may
then cast any number of them, one at a time, without paying their mana costs (CR 118.9: X is
0), following steps 601.2a–h but no timing restriction, during the resolution (they can't be
kept for later). Each copy cast is a spell on the stack that is a copy (it ceases to exist
when it leaves the stack); the copies not cast cease to exist (CR 707.10a).
"""

from __future__ import annotations

from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.cast_methods import CastMethod, register
from manastack.rules.characteristics import Chars, chars
from manastack.rules.choices import ask
from manastack.rules.instructions import handler, push
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

METHOD = "copy_without_paying"


def _available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    return False  # only ever cast by an effect, never chosen by a player


def _cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    return ManaCost(), None  # without paying its mana cost (CR 118.9)


register(CastMethod(METHOD, (Zone.EXILE, Zone.GRAVEYARD, Zone.HAND), _available, _cost,
                    by_effect_only=True))


def offer_copies(g: GameState, player: int, cards: tuple[int, ...]) -> None:
    """Copy each of ``cards`` (cards, each in some zone) and let ``player`` cast any number of
    the copies."""
    copies = []
    for card in cards:
        o = g.objects[card]
        assert o.card_key is not None  # a card, not a token
        cp = g.new_object(o.card_key, player, o.zone)
        cp.is_copy = True
        g.zone_list(o.zone, player).append(cp.id)
        copies.append(cp.id)
    if copies:
        push(g, "cast_copies_offer", player, tuple(copies))


def _castable(g: GameState, player: int, oid: int) -> bool:
    from manastack.rules.casting import _completable
    return oid in g.objects and _completable(g, player, oid, chars(g, oid), METHOD)


def _cease(g: GameState, copies: tuple[int, ...]) -> None:
    for cp in copies:
        o = g.objects[cp]
        lst = g.zone_list(o.zone, o.owner)
        if cp in lst:
            lst.remove(cp)
        del g.objects[cp]
        g._owned.discard(cp)
    g.version += 1


@handler("cast_copies_offer")
def _offer(g: GameState, player: int, copies: tuple[int, ...]) -> None:
    left = tuple(c for c in copies if c in g.objects)
    castable = tuple(c for c in left if _castable(g, player, c))
    if not castable:
        _cease(g, left)
        return
    fid = g.new_frame()
    push(g, "cast_copies_chosen", player, left, fid)
    ask(g, player, "cast_copy", castable, fid, "pick", optional=True,
        prompt="Cast a copy without paying its mana cost (or stop)")


@handler("cast_copies_chosen")
def _chosen(g: GameState, player: int, copies: tuple[int, ...], fid: int) -> None:
    pick = g.frames.pop(fid)["pick"]
    if pick is None:
        _cease(g, copies)
        return
    push(g, "cast_copies_offer", player, tuple(c for c in copies if c != pick))
    from manastack.rules.casting import begin_cast
    sid = begin_cast(g, player, pick, METHOD)
    g.mut(sid).is_copy = True
