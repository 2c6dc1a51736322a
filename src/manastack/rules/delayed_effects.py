"""Effects that create triggered abilities: delayed triggered abilities (CR 603.7) and
reflexive triggered abilities (CR 603.12).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.amounts import resolve_ref
from manastack.rules.events import Event
from manastack.rules.one_shot import amt, effect, objs
from manastack.state.game_state import GameState


@effect(E.DelayedTrigger)
def _delayed(g: GameState, e: E.DelayedTrigger, fid: int, frame: dict[str, Any]) -> None:
    from manastack.rules.triggers import DelayedTriggerRecord
    mem = tuple(resolve_ref(g, e.remember, frame)) if e.remember is not None else ()
    n = g.extra.get("delayed_seq", 0) + 1
    g.extra["delayed_seq"] = n
    src = frame.get("source")
    about: int | None = None
    if e.about is not None:
        found = objs(g, e.about, frame)
        if not found:
            return
        about = found[0]
    # CR 603.7d-e: its source is the source of the ability creating it, its controller that
    # ability's controller; the object it is about is what it calls itself. It keeps its
    # source's characteristics as they are now, used once that source has left its zone (CR
    # 608.2h; a spell has by then): a red spell's delayed damage comes from a red source.
    g.delayed.append(DelayedTriggerRecord(n, e.ability, frame["controller"], src, mem,
                                          until_turn=g.turn if e.this_turn else None,
                                          every_time=e.every_time and e.this_turn,
                                          about=about, source_chars=frame.get("source_chars")))
    g.version += 1


@effect(E.ReflexiveTrigger)
def _reflexive(g: GameState, e: E.ReflexiveTrigger, fid: int, frame: dict[str, Any]) -> None:
    """CR 603.12: the reflexive ability triggers now and waits to be put on the stack."""
    from manastack.rules.triggers import PendingTrigger
    event = frame.get("event")
    if e.that_many is not None:
        n = amt(g, e.that_many, frame)
        if n < 1:
            return
        event = Event("reflexive", player=frame["controller"], amount=n)
    g.triggered.append(PendingTrigger(frame.get("source") or 0, e.ability, frame["controller"],
                                      event, frame.get("source_chars")))
    g.version += 1

