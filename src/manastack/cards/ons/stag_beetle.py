"""Stag Beetle — {3}{G}{G} Creature — Insect 0/0.

Oracle: "Stag Beetle enters the battlefield with X +1/+1 counters on it, where X is the number
of other creatures on the battlefield."

A replacement effect (CR 614.1c): X is counted once, as Stag Beetle enters; creatures entering
at the same time aren't on the battlefield yet and aren't counted (ONS FAQ).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _entering(g: Any, oid: int, ev: Any) -> bool:
    return ev.obj == oid and ev.to_zone is Zone.BATTLEFIELD


def _with_counters(g: Any, oid: int, ev: Any) -> Any:
    n = sum(1 for o in g.battlefield if o != oid and chars(g, o).is_creature)
    counters = dict(ev.data.get("counters") or {})
    counters["+1/+1"] = counters.get("+1/+1", 0) + n
    return ev.but(data={**ev.data, "counters": counters})


ABILITIES = [
    ReplacementAbility("zone_change", _entering, _with_counters, self_replacement=True,
                       text="enters with X +1/+1 counters"),
]
