"""Phasing (CR 702.26).

* A permanent that phases out is treated as though it doesn't exist until it phases in
  (702.26b): it can't be targeted, its abilities do nothing, it isn't counted, and it is
  removed from combat (506.4). It doesn't leave the battlefield, so no "leaves" or "enters"
  ability triggers (702.26d); it keeps its counters, face and every link to it (ruling
  MID-RN-177, 179, 180, 181) because it stays the same object.
* Everything attached to it phases out with it, "indirectly" (702.26g); an indirectly
  phased-out permanent phases in only with the permanent it phased out with, and is still
  attached to it (702.26g). Of permanents phasing out at once, one attached to another of
  them would phase out both directly and indirectly: it phases out indirectly only
  (702.26h), with the permanent it's attached to.
* As the untap step begins, before day/night and untapping (CR 502.1), every permanent that
  phased out directly under the active player's control phases in, together with what
  phased out with it.

* One that phased out indirectly with a permanent that has since left the game (with its
  owner, 702.26k) has nothing left to phase in with: it phases in during the untap step of the
  player it phased out under (502.1), as though it had phased out directly.
* A permanent that phased out under a player who has since left the game phases in during
  the next untap step after that player's next turn would have begun (702.26n): the untap
  step of the next player in turn order after them, once their turn's place has come round.
  One that phased out indirectly still phases in only along with what it phased out with
  while that remains (702.26g); once that has left the game too, it phases in then, or at
  the first untap step after, if that one has passed.

``g.extra["phased"]``: ``{permanent id: (controller it phased out under, direct?, id of the
permanent it phased out with)}``; ``g.extra["phased_orphans"]``: ``{permanent id: (seat of the
player who left, untap steps of the next player still to begin)}``.
"""

from __future__ import annotations

from manastack.rules.events import Event
from manastack.rules.shared_team_turns import is_active
from manastack.state.game_state import GameState

KEY = "phased"
ORPHANS = "phased_orphans"


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


def phasing_out_directly(g: GameState, oids: list[int]) -> list[int]:
    """Of ``oids``, permanents phasing out at once, those that phase out directly: not one
    attached (itself or through what it's attached to) to another of them, which phases out
    only indirectly, with that one (CR 702.26h)."""
    riders = {a for x in oids for a in _attached_tree(g, x)}
    return [x for x in oids if x not in riders]


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
            c.stop_attacking(x)
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


def player_left(g: GameState, seat: int) -> None:
    """CR 702.26n: the permanents that phased out under ``seat``, a player leaving the game,
    will phase in during the next untap step after that player's next turn would have begun:
    the next player's first untap step from now, or their second if the player left during
    their own turn (their next turn would have come only after a whole round).

    One that phased out indirectly still phases in only along with the permanent it phased
    out with (702.26g) while that one remains; once that one has left the game too (with its
    owner, 702.26k), it phases in at the time 702.26n gives, or at the first untap step after
    (``_orphans_phasing_in``)."""
    rec = g.extra.get(KEY, {})
    steps = 2 if g.active == seat else 1
    orphans = {x: (seat, steps) for x, (ctl, _, _) in rec.items()
               if ctl == seat and x in g.objects}
    if orphans:
        g.extra[ORPHANS] = {**g.extra.get(ORPHANS, {}), **orphans}


def _next_in_game(g: GameState, seat: int) -> int:
    n = len(g.players)
    return next((seat + i) % n for i in range(1, n + 1) if g.players[(seat + i) % n].in_game)


def _orphans_phasing_in(g: GameState) -> list[int]:
    """The orphaned permanents (``player_left``) whose untap step this is (CR 702.26n). One
    that phased out indirectly with a permanent still in the game waits for it (702.26g:
    ``_apply_phase_in`` phases in only what phased out with the permanent named); if that
    permanent leaves the game after the untap step 702.26n gives, the waiting one phases in
    during the first untap step after that (``_freed`` makes it direct)."""
    orphans = g.extra.get(ORPHANS)
    if not orphans:
        return []
    now: list[int] = []
    left: dict[int, tuple[int, int]] = {}
    for x, (seat, steps) in orphans.items():
        if x not in g.objects or not g.objects[x].phased_out:
            continue
        if g.active == _next_in_game(g, seat):
            steps -= 1
        if steps <= 0:
            now.append(x)
        left[x] = (seat, steps)  # forgotten once it has phased in (above)
    g.extra[ORPHANS] = left
    return now


def _freed(g: GameState) -> dict[int, tuple[int, bool, int]]:
    """The phasing record, where a permanent that phased out indirectly with one that has
    since left the game (its owner having left, CR 702.26k, 800.4a) is attached to nothing
    that remains, so has nothing to phase in along with (CR 702.26g): it phases in as the
    rule for all phased-out permanents says, in the untap step of the player who controlled
    it when it phased out (CR 502.1), as though it had phased out directly."""
    rec = g.extra.get(KEY, {})
    freed = {x: (ctl, True, x) for x, (ctl, direct, host) in rec.items()
             if not direct and host not in g.objects}
    if freed:
        rec = g.extra[KEY] = {**rec, **freed}
    return rec


def untap_step_phasing(g: GameState) -> None:
    """CR 502.1: the active player's directly phased-out permanents phase in (what phased out
    with them comes back with them) — a turn-based action before anything else in the step."""
    rec = _freed(g)
    now = [x for x, (ctl, direct, _) in rec.items() if direct and is_active(g, ctl)
           and x in g.objects and g.objects[x].phased_out]
    now += [x for x in _orphans_phasing_in(g) if x not in now]
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
