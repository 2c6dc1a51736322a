"""The rules' meaning of :mod:`manastack.dsl.damage_events`: what a triggered ability knows of
the damage that triggered it (CR 120.2, 603.2, 608.2h), whom damage is dealt to (CR 120.1,
102.2) and removing all counters of a kind (CR 122.8).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import damage_events as D
from manastack.dsl.interpreted import interpreted_by
from manastack.rules.characteristics import chars
from manastack.rules.events import Event, submit_all
from manastack.rules.one_shot import effect, objs, on_battlefield
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def _source_on_stack(g: GameState, ev: Any) -> Any:
    o = g.objects.get(ev.source) if ev.source is not None else None
    return o if o is not None and o.zone is Zone.STACK else None


@interpreted_by(D.DamageBy)
def _damage_by(t: D.DamageBy, g: GameState, source: int, ev: Any) -> bool:
    on_stack = _source_on_stack(g, ev)
    if t.kind == "spell":
        return on_stack is not None and on_stack.stack.get("kind") == "spell"
    return ev.lki is not None and ev.lki.is_creature and ev.source is not None \
        and on_stack is None


@interpreted_by(D.DamageToYou)
def _damage_to_you(t: D.DamageToYou, g: GameState, source: int, ev: Any) -> bool:
    o = g.objects.get(source)
    return o is not None and ev.player is not None and ev.player == o.controller


@interpreted_by(D.DamageTo)
def _damage_to(t: D.DamageTo, g: GameState, source: int, ev: Any) -> bool:
    """The player dealt the damage, or the controller of the permanent dealt it (a permanent
    on the battlefield), is the source's controller (``"you"``) or an opponent of them (CR
    102.2-102.3: a teammate is not)."""
    if ev.amount <= 0 or (t.another and ev.obj == source):
        return False
    if ev.player is not None:
        whose = int(ev.player)
    elif ev.obj in g.objects and g.objects[ev.obj].zone is Zone.BATTLEFIELD:
        whose = int(chars(g, ev.obj).controller)
    else:
        return False
    o = g.objects.get(source)
    if o is None:
        return False
    return whose == o.controller if t.whose == "you" else g.is_opponent(o.controller, whose)


def _event(frame: dict[Any, Any]) -> Any:
    ev = frame.get("event")
    return ev if ev is not None and ev.kind == "damage" else None


@interpreted_by(D.DamageSource)
def _damage_source(r: D.DamageSource, g: GameState, frame: dict[Any, Any]) -> list[int]:
    ev = _event(frame)
    return [ev.source] if ev is not None and ev.source is not None else []


@interpreted_by(D.DamageSourceController)
def _damage_source_controller(r: D.DamageSourceController, g: GameState,
                              frame: dict[Any, Any]) -> list[int]:
    ev = _event(frame)
    return [ev.lki.controller] if ev is not None and ev.lki is not None else []


@interpreted_by(D.DamageDealt)
def _damage_dealt(a: D.DamageDealt, g: GameState, frame: dict[Any, Any]) -> int:
    ev = _event(frame)
    return int(ev.amount or 0) if ev is not None else 0


@effect(D.RemoveAllCounters)
def _remove_all_counters(g: GameState, e: D.RemoveAllCounters, fid: int,
                         frame: dict[str, Any]) -> None:
    submit_all(g, [Event("counters_removed", obj=o, amount=g.objects[o].counters[e.kind],
                         data={"counter": e.kind})
                   for o in on_battlefield(g, objs(g, e.what, frame))
                   if g.objects[o].counters.get(e.kind, 0) > 0])
