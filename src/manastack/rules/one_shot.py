"""One-shot effects (CR 610): the dispatch from each effect record of ``manastack.dsl.effects``
to its handler, the readings every handler shares, and the effects that only structure others:
optional instructions ("you may", CR 608.2d), conditions ("if", CR 608.2c), "each player" (CR
608.2e, 101.4) and effects written in Python (``Custom``).

A handler reads the resolution frame, submits events, and pushes follow-up instructions;
choices become decisions (CR 608.2c: the instructions are followed in the order written).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.dsl import effects as E
from manastack.rules.amounts import evaluate_amount, resolve_ref
from manastack.rules.choices import ask
from manastack.rules.instructions import handler, push, push_all
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone

EffectFn = Callable[[GameState, Any, int, dict[str, Any]], None]


EFFECTS: dict[type, EffectFn] = {}


def effect(cls: type) -> Callable[[EffectFn], EffectFn]:
    def deco(fn: EffectFn) -> EffectFn:
        EFFECTS[cls] = fn
        return fn
    return deco


@handler("effect")
def _run_effect(g: GameState, eff: Any, fid: int) -> None:
    frame = g.frames.get(fid)
    if frame is None:
        return
    fn = EFFECTS.get(type(eff))
    if fn is None:
        raise NotImplementedError(f"no handler for effect {type(eff).__name__}")
    fn(g, eff, fid, frame)


def amt(g: GameState, a: Any, frame: dict[str, Any]) -> int:
    return evaluate_amount(g, a, frame)


def objs(g: GameState, ref: Any, frame: dict[str, Any]) -> list[int]:
    return [x for x in resolve_ref(g, ref, frame) if not is_player_id(x) and x in g.objects]


def players(g: GameState, ref: Any, frame: dict[str, Any]) -> list[int]:
    out = []
    for x in resolve_ref(g, ref, frame):
        if is_player_id(x):
            if g.players[x].in_game:
                out.append(x)
    return out


def on_battlefield(g: GameState, ids: list[int]) -> list[int]:
    """The permanents among ``ids`` that an effect can affect: those on the battlefield and
    phased in. A phased-out permanent is treated as though it doesn't exist (CR 702.26b,
    702.26e): "sacrifice it", "destroy that creature" or "it gets +1/+1" referring to one does
    nothing to it."""
    objects = g.objects
    return [x for x in ids if (o := objects[x]).zone is Zone.BATTLEFIELD and not o.phased_out]


@effect(E.May)
def _may(g: GameState, e: E.May, fid: int, frame: dict[str, Any]) -> None:
    who = players(g, e.who, frame)
    if not who:
        return
    push(g, "may_answered", e, fid)
    variant: dict[str, Any] = {"variant": e.variant} if e.variant else {}  # a precise question
    ask(g, who[0], "may", (True, False), fid, e.result_var, prompt=e.prompt or "Do it?",
        source=frame.get("source"), **variant)


@handler("may_answered")
def _may_answered(g: GameState, e: E.May, fid: int) -> None:
    if g.frames[fid].get(e.result_var):
        push_all(g, [("effect", x, fid) for x in e.effects])


@effect(E.If)
def _if(g: GameState, e: E.If, fid: int, frame: dict[str, Any]) -> None:
    branch = e.then if e.condition(g, frame) else e.otherwise
    push_all(g, [("effect", x, fid) for x in branch])


@effect(E.ForEachPlayer)
def _for_each_player(g: GameState, e: E.ForEachPlayer, fid: int,
                     frame: dict[str, Any]) -> None:
    steps: list[tuple[Any, ...]] = []
    for p in players(g, e.who, frame):
        sub = dict(frame)
        sub["controller"] = p
        sub["original_controller"] = frame["controller"]
        sub["parent_frame"] = fid  # where Collect gathers what each player chose
        sfid = g.new_frame()
        g.frames[sfid] = sub
        steps.extend(("effect", x, sfid) for x in e.effects)
        steps.append(("drop_frame", sfid))
    push_all(g, steps)


@handler("drop_frame")
def _drop_frame(g: GameState, fid: int) -> None:
    g.frames.pop(fid, None)


@effect(E.Custom)
def _custom(g: GameState, e: E.Custom, fid: int, frame: dict[str, Any]) -> None:
    e.fn(g, fid)

