"""Phasing (CR 702.26).

* A permanent that phases out is treated as though it doesn't exist until it phases in
  (702.26b): it can't be targeted, its abilities do nothing, it isn't counted, and it is
  removed from combat (506.4). It doesn't leave the battlefield, so no "leaves" or "enters"
  ability triggers (702.26d); it keeps its counters, face and every link to it (ruling
  MID-RN-177, 179, 180, 181) because it stays the same object.
* Everything attached to it phases out with it, "indirectly" (702.26g); an indirectly
  phased-out permanent phases in only with the permanent it phased out with, and is still
  attached to it (702.26h).
* As the untap step begins, before day/night and untapping (CR 502.1), every permanent that
  phased out directly under the active player's control phases in, together with what
  phased out with it.

``g.extra["phased"]``: ``{permanent id: (controller it phased out under, direct?)}``.
"""

from __future__ import annotations

from manastack.rules.events import Event
from manastack.rules.shared_team_turns import is_active
from manastack.state.game_state import GameState

KEY = "phased"


def _attached_tree(g: GameState, oid: int) -> list[int]:
    out: list[int] = []
    todo = [oid]
    while todo:
        x = todo.pop()
        for other in g.battlefield:
            o = g.objects[other]
            if o.attached_to == x and not o.phased_out and other not in out and other != oid:
                out.append(other)
                todo.append(other)
    return out


def _apply_phase_out(g: GameState, ev: Event) -> list[Event]:
    oid = ev.obj
    if oid is None or oid not in g.objects or oid not in g.battlefield or \
            g.objects[oid].phased_out:
        return []
    rec = dict(g.extra.get(KEY, {}))
    out = []
    for x, direct in [(oid, True)] + [(a, False) for a in _attached_tree(g, oid)]:
        m = g.mut(x)
        m.phased_out = True
        rec[x] = (m.controller, direct, oid)
        c = g.combat
        if c is not None:  # CR 506.4: removed from combat
            c.attackers.pop(x, None)
            c.blockers.pop(x, None)
            for b, atks in list(c.blockers.items()):
                if x in atks:
                    c.blockers[b] = tuple(a for a in atks if a != x)
        out.append(Event("phase_out", obj=x, player=m.controller,
                         data={"indirect": not direct}))
    g.extra[KEY] = rec
    g.version += 1
    return out


def _apply_phase_in(g: GameState, ev: Event) -> list[Event]:
    oid = ev.obj
    rec = dict(g.extra.get(KEY, {}))
    if oid is None or oid not in g.objects or not g.objects[oid].phased_out:
        return []
    group = [x for x, v in rec.items() if v[2] == oid and x in g.objects]
    out = []
    for x in group:
        m = g.mut(x)
        m.phased_out = False
        rec.pop(x, None)
        out.append(Event("phase_in", obj=x, player=m.controller))
    g.extra[KEY] = rec
    g.version += 1
    return out


def untap_step_phasing(g: GameState) -> None:
    """CR 502.1: the active player's directly phased-out permanents phase in (what phased out
    with them comes back with them) — a turn-based action before anything else in the step."""
    rec = g.extra.get(KEY, {})
    now = [x for x, (ctl, direct, _) in rec.items() if direct and is_active(g, ctl)
           and x in g.objects and g.objects[x].phased_out]
    if not now:
        return
    from manastack.rules.pipeline import emit
    events: list[Event] = []
    for x in now:
        events.extend(_apply_phase_in(g, Event("phase_in", obj=x)))
    emit(g, events)


def _register() -> None:
    from manastack.rules.event_apply import APPLIERS
    APPLIERS["phase_out"] = _apply_phase_out
    APPLIERS["phase_in"] = _apply_phase_in


_register()
