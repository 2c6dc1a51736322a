"""Vampire Socialite — {B}{R} Creature — Vampire Noble 2/2.

"Menace / When Vampire Socialite enters the battlefield, if an opponent lost life this turn,
put a +1/+1 counter on each other Vampire you control. / As long as an opponent lost life this
turn, each other Vampire you control enters the battlefield with an additional +1/+1 counter
on it."

Life lost, not a net change, counts (MID-RN-093).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

OTHER_VAMPIRES = Filter(subtypes=("Vampire",), controller="you", other=True,
                        label="other Vampire you control")


def _other_vampire_entering(g: Any, src: int, ev: Any) -> bool:
    """CR 614.1c: another Vampire about to enter under this permanent's controller."""
    from manastack.rules.characteristics import chars
    if ev.obj == src or ev.to_zone is not Zone.BATTLEFIELD or ev.obj not in g.objects:
        return False
    me = g.objects[src]
    ctl = ev.data.get("controller")
    if ctl is None:
        ctl = g.objects[ev.obj].owner
    if ctl != me.controller or not opponent_lost_life_this_turn(g, src):
        return False
    return "Vampire" in chars(g, ev.obj).subtypes


def _with_counter(g: Any, src: int, ev: Any) -> Any:
    counters = dict(ev.data.get("counters") or {})
    counters["+1/+1"] = counters.get("+1/+1", 0) + 1
    return ev.but(data={**ev.data, "counters": counters})


ABILITIES = [
    triggered(enters(), PutCounters(All(OTHER_VAMPIRES)), condition=opponent_lost_life_this_turn),
    ReplacementAbility("zone_change", _other_vampire_entering, _with_counter,
                       text="each other Vampire you control enters with an additional +1/+1 "
                            "counter"),
]
