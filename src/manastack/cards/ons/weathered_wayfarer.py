"""Weathered Wayfarer — {W} Creature — Human Nomad Cleric 1/1.

Oracle: "{W}, {T}: Search your library for a land card, reveal it, put it into your hand, then
shuffle. Activate only if an opponent controls more lands than you."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import compute_all


def _opponent_has_more_lands(g: Any, oid: int, *_: Any) -> bool:
    allc = compute_all(g)
    you = allc[oid].controller if oid in allc else g.objects[oid].controller
    counts: dict[int, int] = {}
    for x in g.battlefield:
        c = allc.get(x)
        if c is not None and "Land" in c.types and not g.objects[x].phased_out:
            counts[c.controller] = counts.get(c.controller, 0) + 1
    mine = counts.get(you, 0)
    return any(counts.get(p, 0) > mine for p in g.player_ids() if p != you)


ABILITIES = [
    activated("{W}, {T}", Search(Filter(types=("Land",), label="land card")),
              condition=_opponent_has_more_lands),
]
