"""The rules' meaning of :mod:`manastack.dsl.entering`: replacement effects that modify how
other permanents enter the battlefield (CR 614.1c, 614.12: what the card will be as it enters,
read before it moves; counters it enters with, CR 122.6).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import entering as N
from manastack.dsl.interpreted import interpreted_by
from manastack.rules.characteristics import chars
from manastack.rules.selectors import chars_match
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@interpreted_by(N.OtherEntersUnderYourControl)
def _other_enters_under_your_control(t: N.OtherEntersUnderYourControl, g: GameState,
                                     source: int, ev: Any) -> bool:
    if ev.obj == source or ev.to_zone is not Zone.BATTLEFIELD or ev.obj not in g.objects:
        return False
    you = g.objects[source].controller
    ctl = ev.data.get("controller")
    if ctl is None:
        ctl = g.objects[ev.obj].owner
    if ctl != you or (t.condition is not None and not t.condition(g, source)):
        return False
    return bool(chars_match(g, chars(g, ev.obj), t.subject.but(controller=None), you, source,
                            ev.obj, you))


@interpreted_by(N.WithAdditionalCounters)
def _with_additional_counters(r: N.WithAdditionalCounters, g: GameState, source: int,
                              ev: Any) -> Any:
    counters = dict(ev.data.get("counters") or {})
    counters[r.kind] = counters.get(r.kind, 0) + r.amount
    return ev.but(data={**ev.data, "counters": counters})
