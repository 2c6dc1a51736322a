"""Cards "exiled with" a permanent (CR 607.2a, linked abilities): one ability exiles cards,
another refers to "each card exiled with [this]".

The link is kept in ``GameState.extra`` as ``{source id: exiled card ids}``; a card that left
exile is a new object (CR 400.7) and is no longer exiled with it. The source id stays the one of
the permanent that exiled them, so a leaves-the-battlefield ability of that permanent still
finds them (CR 603.10a).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.amounts import KEY, exiled_with  # noqa: F401 - exiled_with re-exported
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.one_shot import effect, objs
from manastack.rules.pipeline import submit_batch
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@effect(E.ExileLinked)
def _exile_linked(g: GameState, e: E.ExileLinked, fid: int, frame: dict[str, Any]) -> None:
    src = frame.get("source")
    cards = [o for o in objs(g, e.what, frame) if g.objects[o].zone is not Zone.EXILE]
    if src is None or not cards:
        return
    push(g, "exile_linked_record", src, len(g.log))
    submit_batch(g, [Event("zone_change", obj=o, from_zone=g.objects[o].zone,
                           to_zone=Zone.EXILE, player=g.objects[o].owner,
                           data={"cause": "exile_linked", "face_down": e.face_down})
                     for o in cards])


@handler("exile_linked_record")
def _record(g: GameState, src: int, start: int) -> None:
    new = tuple(ev.new_obj for ev in g.log[start:]
                if ev.kind == "zone_change" and ev.to_zone is Zone.EXILE
                and ev.data.get("cause") == "exile_linked" and ev.new_obj is not None)
    if not new:
        return
    m = dict(g.extra.get(KEY, {}))
    m[src] = tuple(m.get(src, ())) + new
    g.extra[KEY] = m
    g.version += 1
