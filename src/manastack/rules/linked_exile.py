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
    """An object already in exile that is exiled doesn't change zones but becomes a new
    object that has just been exiled (CR 400.8, 406.7): exiled with this source from then on,
    and no longer with whatever exiled it before (CR 400.7, 607.2a)."""
    src = frame.get("source")
    cards = objs(g, e.what, frame)
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


# -- cards exiled to pay the cost of a permanent spell (CR 601.2b, 607.2q) -------------------

ANNOUNCED = "exile_announced"
"""The spell's ``stack`` key: how many cards it will exile for ``Cost(exile_any=True)``."""


def ask_exile_count(g: GameState, sid: int) -> bool:
    """CR 601.2b: the caster of a spell whose additional cost is "you may exile any number of
    [cards] from your graveyard" announces how many, before the total cost is determined
    (601.2f); only numbers that leave the total cost payable are offered (the cards are chosen
    as the cost is paid, 601.2h). False when there is nothing to announce."""
    o = g.objects[sid]
    if ANNOUNCED in o.stack:
        return False
    from manastack.rules.amounts import exile_any_cost
    cost = exile_any_cost(g, sid)
    if cost is None:
        return False
    from manastack.rules.any_color_spending import mana_to_pay
    from manastack.rules.choices import ask
    from manastack.rules.costs import cost_candidates, total_cost
    from manastack.rules.mana_costing import player_can_pay_all as player_can_pay
    p = o.controller
    most = len(cost_candidates(g, p, "exile_gy", cost.exile_from_graveyard, sid, (sid,)))
    options = []
    for n in range(most + 1):
        g.mut(sid).stack[ANNOUNCED] = n
        if player_can_pay(g, p, mana_to_pay(g, p, sid, total_cost(g, sid)[0]), spell=sid):
            options.append(n)
    del g.mut(sid).stack[ANNOUNCED]
    g.version += 1
    fid = g.new_frame()
    push(g, "exile_count_announced", sid, fid)
    label = cost.exile_from_graveyard.label
    ask(g, p, "exile_count", tuple(options), fid, "choice", source=sid,
        prompt="How many cards to exile" + (f", each a {label}" if label else ""))
    return True


@handler("exile_count_announced")
def _exile_count_announced(g: GameState, sid: int, fid: int) -> None:
    g.mut(sid).stack[ANNOUNCED] = int(g.frames.pop(fid)["choice"])
    push(g, "announce", sid)


def record_exiled_for_cost(g: GameState, sid: int, start: int) -> None:
    """CR 607.2q: the cards a permanent spell exiled while its cost was paid are the cards
    "exiled with" the permanent it becomes (``carry_exiled_with``)."""
    new = tuple(ev.new_obj for ev in g.log[start:]
                if ev.kind == "zone_change" and ev.to_zone is Zone.EXILE
                and ev.new_obj is not None)
    if new:
        m = dict(g.extra.get(KEY, {}))
        m[sid] = tuple(m.get(sid, ())) + new
        g.extra[KEY] = m
        g.version += 1


@handler("exiled_for_cost_record")
def _exiled_for_cost_record(g: GameState, sid: int, start: int) -> None:
    record_exiled_for_cost(g, sid, start)
