"""The rules' meaning of :mod:`manastack.dsl.entering`: replacement effects that modify how
other permanents enter the battlefield (CR 614.1c, 614.12: what the card will be as it enters,
read before it moves; counters it enters with, CR 122.6).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import entering as N
from manastack.dsl.interpreted import interpreted_by
from manastack.rules.entering_counters import entered
from manastack.rules.selectors import matches
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@interpreted_by(N.OtherEntersUnderYourControl)
def _other_enters_under_your_control(t: N.OtherEntersUnderYourControl, g: GameState,
                                     source: int, ev: Any) -> bool:
    """Whether another object about to enter the battlefield under the source's controller's
    control, or a token created under it, matches ``t.subject`` as it would exist on the
    battlefield, the continuous effects that would apply to it there included (CR 614.12): a
    replacement effect applying to a token entering the battlefield applies after
    considering the continuous effects that will modify it (CR 701.7b)."""
    if ev.kind == "zone_change":
        if ev.obj == source or ev.to_zone is not Zone.BATTLEFIELD or ev.obj not in g.objects:
            return False
        ctl = ev.data.get("controller")
        if ctl is None:
            ctl = g.objects[ev.obj].owner
    else:
        ctl = ev.player
    you = g.objects[source].controller
    if ctl != you or (t.condition is not None and not t.condition(g, source)):
        return False
    seen = entered(g, ev)
    return seen is not None and matches(seen[0], seen[1], t.subject.but(controller=None), you,
                                        source)


@interpreted_by(N.WithAdditionalCounters)
def _with_additional_counters(r: N.WithAdditionalCounters, g: GameState, source: int,
                              ev: Any) -> Any:
    counters = dict(ev.data.get("counters") or {})
    counters[r.kind] = counters.get(r.kind, 0) + r.amount
    return ev.but(data={**ev.data, "counters": counters})
