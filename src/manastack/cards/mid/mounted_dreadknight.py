"""Mounted Dreadknight — {4}{R} Creature — Vampire Knight 5/4.

"Trample / Mounted Dreadknight enters the battlefield with a +1/+1 counter on it if an
opponent lost life this turn."

A replacement effect checked as it enters (CR 614.1c).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _entering(g: Any, oid: int, ev: Any) -> bool:
    return ev.obj == oid and ev.to_zone is Zone.BATTLEFIELD and \
        opponent_lost_life_this_turn(g, oid)


def _with_counter(g: Any, oid: int, ev: Any) -> Any:
    counters = dict(ev.data.get("counters") or {})
    counters["+1/+1"] = counters.get("+1/+1", 0) + 1
    return ev.but(data={**ev.data, "counters": counters})


ABILITIES = [
    ReplacementAbility("zone_change", _entering, _with_counter, self_replacement=True,
                       text="enters with a +1/+1 counter if an opponent lost life this turn"),
]
