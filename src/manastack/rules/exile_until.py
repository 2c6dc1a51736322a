"""Exiling until a permanent leaves the battlefield (CR 610.3), and permanents that enter
attacking (CR 508.4).

"Exile [it] until [this] leaves the battlefield" is two one-shot effects (ruling MID-RN-151):
one exiles the object as the ability resolves; the other returns the exiled card to the
battlefield under its owner's control immediately after the source leaves (610.3a), with
nothing happening in between, not even state-based actions (MID-RN-157). If the source has left
the battlefield before the exile would happen, nothing is exiled (610.3c). A token exiled this
way ceases to exist and never returns (111.7, 704.5d). A source that transforms or phases out
doesn't leave the battlefield. The link is kept in ``GameState.extra`` as
``{source id: exiled card ids}``.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.characteristics import chars
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.one_shot import effect, objs
from manastack.rules.pipeline import AFTER_EMITTED, submit_batch
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

KEY = "exiled_until"


def links(g: GameState) -> dict[int, tuple[int, ...]]:
    return dict(g.extra.get(KEY, {}))


@effect(E.ExileUntilLeaves)
def _exile_until(g: GameState, e: E.ExileUntilLeaves, fid: int, frame: dict[str, Any]) -> None:
    src = frame.get("source")
    if src is None or src not in g.objects or g.objects[src].zone is not Zone.BATTLEFIELD:
        return  # CR 610.3c / MID-RN-152: the source left first, so nothing is exiled
    cards = [o for o in objs(g, e.what, frame) if g.objects[o].zone is not Zone.EXILE]
    if not cards:
        return
    push(g, "exile_until_link", src, len(g.log))
    submit_batch(g, [Event("zone_change", obj=o, from_zone=g.objects[o].zone,
                           to_zone=Zone.EXILE, player=g.objects[o].owner,
                           data={"cause": "exile_until"}) for o in cards])


@handler("exile_until_link")
def _link(g: GameState, src: int, start: int) -> None:
    new = tuple(ev.new_obj for ev in g.log[start:]
                if ev.kind == "zone_change" and ev.to_zone is Zone.EXILE
                and ev.data.get("cause") == "exile_until" and ev.new_obj is not None)
    if not new:
        return
    m = links(g)
    m[src] = tuple(m.get(src, ())) + new
    g.extra[KEY] = m
    g.version += 1
    if src not in g.objects or g.objects[src].zone is not Zone.BATTLEFIELD:
        _return(g, [src])  # it left while the cards were being exiled


def _return(g: GameState, sources: list[int]) -> None:
    m = links(g)
    cards: list[int] = []
    for s in sources:
        cards.extend(m.pop(s, ()))
    g.extra[KEY] = m
    g.version += 1
    back = [c for c in cards if c in g.objects and g.objects[c].zone is Zone.EXILE
            and not g.objects[c].is_token]
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.EXILE,
                           to_zone=Zone.BATTLEFIELD, player=g.objects[c].owner,
                           data={"controller": g.objects[c].owner, "cause": "exile_until_return"})
                     for c in back])


def after_events(g: GameState, events: list[Event]) -> None:
    """Called as events are emitted: a linked source that left returns its cards now."""
    m = g.extra.get(KEY)
    if not m:
        return
    gone = [ev.obj for ev in events if ev.kind == "zone_change" and ev.obj in m
            and ev.from_zone is Zone.BATTLEFIELD]
    if gone:
        _return(g, [x for x in gone if x is not None])


AFTER_EMITTED["exile_until_leaves"] = after_events  # CR 610.3a


def return_orphaned(g: GameState) -> None:
    """Sources that stopped existing without a zone-change event (their owner left the game,
    CR 800.4a; ruling MID-RN-158) return their exiled cards too."""
    m = g.extra.get(KEY)
    if not m:
        return
    gone = [s for s in m if s not in g.objects or g.objects[s].zone is not Zone.BATTLEFIELD]
    if gone:
        _return(g, gone)


def attack_candidates(g: GameState, controller: int) -> tuple[int, ...]:
    """Whom a permanent entering attacking under ``controller`` may attack: an opponent in the
    game or a planeswalker an opponent controls (CR 508.4)."""
    opps = g.opponents(controller)
    walkers = [o for o in g.battlefield if not g.objects[o].phased_out
               and "Planeswalker" in chars(g, o).types and chars(g, o).controller in opps]
    return tuple(opps) + tuple(walkers)
