"""Counters an object enters the battlefield with are counters put on it (CR 122.6): the
replacement abilities of permanents that replace counters being put on an object (kind
``counters_added``: "If one or more +1/+1 counters would be put on a creature you control,
that many plus one ... instead") apply to them too, each as one of the replacement effects of
the entering event (CR 614.1c, 616.1), seen on the object as it would exist on the battlefield
(CR 614.12, ``entered``, which the replacement effects of what enters read too). An object
entering with no counters has none put on it: they don't apply.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from manastack.dsl.abilities import ReplacementAbility
from manastack.rules.characteristics import compute_all
from manastack.rules.events import Event
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def entered(g: GameState, ev: Event) -> tuple[GameState, int] | None:
    """A copy of the game (``probe_of``) in which what the entering event ``ev`` puts onto the
    battlefield is there, and its id there: the object moving, under the control it will
    have, or one of the tokens created; None when the object moving is gone, or when no
    token is created ("create X tokens" with X = 0, CR 107.1b: nothing enters)."""
    if ev.kind == "create_token":
        if ev.amount <= 0:
            return None
        from manastack.rules.event_apply import make_tokens, place_tokens
        probe = probe_of(g)
        made = make_tokens(probe, ev)
        place_tokens(probe, ev, made)
        return probe, made[0].id  # the tokens created at once are alike
    if ev.obj is None or ev.obj not in g.objects:
        return None
    from manastack.rules.zone_change import move_object
    o = g.objects[ev.obj]
    ctl = ev.data.get("controller")
    if ctl is None:
        ctl = o.controller if o.zone is Zone.STACK else o.owner
    # The face it will have there: a daybound card enters transformed at night (CR 702.145b),
    # as the zone change itself decides (event_apply).
    from manastack.rules.day_night import entering_face
    side = entering_face(g, ev.obj, int(ev.data.get("face", 0)), ev.data)
    probe = probe_of(g)
    new, _ = move_object(probe, ev.obj, Zone.BATTLEFIELD, controller=ctl, face=side,
                         face_down=bool(ev.data.get("face_down", False)))
    if ev.data.get("copy_of") is not None:
        probe.objects[new].copy_of = ev.data["copy_of"]
    return probe, new


def probe_of(g: GameState) -> GameState:
    """A copy of the game to put an object onto the battlefield in, starting from the game's
    layer pass, brought up to date (``compute_all``): a copy otherwise makes its first pass
    whole (``GameState.clone``), where the copy's pass is that one with the object entered
    (``layer_keeping.brought_up_to_date``, the same characteristics, CR 613.1-613.8). The
    copy's own changes make passes of its own, and what it reads of the game's pass before
    changing anything is what the game would read."""
    compute_all(g)
    probe = g.clone()
    probe._cache = g._cache
    return probe


def _put(obj: int, kind: str, n: int) -> Event:
    """Putting ``n`` counters of ``kind`` on ``obj``, as the replacement abilities see it."""
    return Event("counters_added", obj=obj, amount=n, data={"counter": kind})


def applying(g: GameState, ev: Event, found: Sequence[tuple[int, int, ReplacementAbility]],
             ) -> list[tuple[int, int, ReplacementAbility]]:
    """Those of the ``counters_added`` replacement abilities ``found`` (source, index,
    ability) that would apply to some of the counters the entering event ``ev`` puts on what
    enters."""
    put = ev.data.get("counters") or {}
    seen = entered(g, ev) if put else None
    if seen is None:
        return []
    copy, new = seen
    return [(oid, i, a) for oid, i, a in found
            if any(a.applies(copy, oid, _put(new, k, n)) for k, n in put.items())]


def replacing(a: ReplacementAbility, oid: int) -> Callable[[GameState, Event], Any]:
    """The entering event with ``a`` (of the permanent ``oid``) applied to each kind of
    counters it puts that ``a`` applies to: as many as ``a`` makes it, or none if ``a``
    replaces the putting with nothing."""
    def fn(g: GameState, ev: Event) -> Event:
        seen = entered(g, ev)
        assert seen is not None  # (``applying`` found it)
        copy, new = seen
        counters = dict(ev.data["counters"])
        for k, n in ev.data["counters"].items():
            one = _put(new, k, n)
            if a.applies(copy, oid, one):
                r = a.replace(copy, oid, one)
                counters[k] = r.amount if isinstance(r, Event) else 0
        return ev.but(data={**ev.data, "counters": {k: n for k, n in counters.items() if n}})
    return fn
