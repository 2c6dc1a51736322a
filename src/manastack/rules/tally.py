"""Counting what an effect did "this way" (cards discarded this way, cards drawn this way; CR
608.2c, 608.2h).

``PutInto(var, zone)``: the new objects of the cards put into a zone this way (CR 400.7);
``TalliedMatching(var, filter)``: how many of them matched a description as they last existed.
``DeterminedOnce(amount)``: an X the text defines, found once per resolution (CR 107.3i,
608.2h).

Only what actually happened counts: a draw replaced by another effect is not a card drawn
(ONS-FAQ-193), a player with no card to discard discards nothing (ONS-FAQ-101).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.dsl.interpreted import interpreted_by
from manastack.dsl.this_way import (
    DeterminedOnce,
    PutInto,
    Remember,
    TalliedMatching,
    TotalPower,
)
from manastack.rules.instructions import handler, push_all
from manastack.rules.one_shot import effect
from manastack.state.game_state import GameState


@effect(E.Tally)
def _tally(g: GameState, e: E.Tally, fid: int, frame: dict[str, Any]) -> None:
    push_all(g, [*(("effect", x, fid) for x in e.effects), ("tally_done", e, fid, len(g.log))])


@handler("tally_done")
def _tally_done(g: GameState, e: E.Tally, fid: int, mark: int) -> None:
    frame = g.frames.get(fid)
    if frame is None:
        return
    found = tuple(ev for ev in g.log[mark:] if ev.kind == e.event and (
        e.cause is None or ev.data.get("cause") == e.cause))
    frame[e.var] = found
    frame[e.var + "_count"] = len(found)
    if e.event == "zone_change":
        frame[e.var + "_new"] = tuple(ev.new_obj for ev in found if ev.new_obj is not None)


@interpreted_by(PutInto)
def _put_into(r: PutInto, g: GameState, frame: dict[str, Any]) -> list[int]:
    return [ev.new_obj for ev in frame.get(r.var, ())
            if ev.kind == "zone_change" and ev.to_zone is r.zone and ev.new_obj in g.objects
            and g.objects[ev.new_obj].zone is r.zone]


@interpreted_by(TalliedMatching)
def _tallied_matching(a: TalliedMatching, g: GameState, frame: dict[str, Any]) -> int:
    from manastack.rules.selectors import chars_match
    return sum(1 for ev in frame.get(a.var, ()) if ev.lki is not None and chars_match(
        g, ev.lki, a.filter, frame["controller"], frame.get("source"), ev.obj))


@effect(Remember)
def _remember(g: GameState, e: Remember, fid: int, frame: dict[str, Any]) -> None:
    from manastack.rules.amounts import resolve_ref
    frame[e.var] = tuple(resolve_ref(g, e.what, frame))


@interpreted_by(TotalPower)
def _total_power(a: TotalPower, g: GameState, frame: dict[str, Any]) -> int:
    from manastack.rules.amounts import last_known_chars, resolve_ref
    return sum((c.power or 0) for x in resolve_ref(g, a.of, frame)
               if (c := last_known_chars(g, x, frame)) is not None)


@interpreted_by(DeterminedOnce)
def _determined_once(a: DeterminedOnce, g: GameState, frame: dict[str, Any]) -> int:
    """CR 107.3i, 608.2h: the first reading of this X in the resolution is kept in its frame;
    later instructions of the same resolution read the same value."""
    from manastack.rules.amounts import evaluate_amount
    if a.var not in frame:
        frame[a.var] = evaluate_amount(g, a.amount, frame)
    return int(frame[a.var])
