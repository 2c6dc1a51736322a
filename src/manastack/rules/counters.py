"""Putting counters on and removing counters from objects and players (CR 122), including
counters divided among targets as the spell was cast (CR 601.2d).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.amounts import resolve_ref
from manastack.rules.damage_and_life import division_shares
from manastack.rules.events import Event, submit_all
from manastack.rules.one_shot import amt, effect, objs, on_battlefield
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


@effect(E.PutCounters)
def _put_counters(g: GameState, e: E.PutCounters, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    evs = []
    for x in resolve_ref(g, e.what, frame):
        if is_player_id(x):
            evs.append(Event("counters_added", player=x, amount=n, data={"counter": e.kind}))
        elif x in g.objects and g.objects[x].zone is Zone.BATTLEFIELD:
            evs.append(Event("counters_added", obj=x, amount=n, data={"counter": e.kind}))
    submit_all(g, evs)


@effect(E.DoubleCounters)
def _double_counters(g: GameState, e: E.DoubleCounters, fid: int,
                     frame: dict[str, Any]) -> None:
    """CR 701.10e: each gets as many of those counters as it already has (counters put on it,
    so replacement effects and triggers see them as such, MIC-RN-002)."""
    evs = [Event("counters_added", obj=o, amount=g.objects[o].counters.get(e.kind, 0),
                 data={"counter": e.kind})
           for o in on_battlefield(g, objs(g, e.what, frame))
           if g.objects[o].counters.get(e.kind, 0) > 0]
    submit_all(g, evs)


@effect(E.RemoveCounters)
def _remove_counters(g: GameState, e: E.RemoveCounters, fid: int,
                     frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    submit_all(g, [Event("counters_removed", obj=o, amount=n, data={"counter": e.kind})
                   for o in on_battlefield(g, objs(g, e.what, frame))])


@effect(E.PutCountersDivided)
def _put_counters_divided(g: GameState, e: E.PutCountersDivided, fid: int,
                          frame: dict[str, Any]) -> None:
    evs = [Event("counters_added", obj=t, amount=n, data={"counter": e.kind})
           for t, n in division_shares(g, frame)
           if t in g.objects and g.objects[t].zone is Zone.BATTLEFIELD]
    submit_all(g, evs)

