"""Patrician Geist — {2}{U} Creature — Spirit Knight 2/2.

"Flying / Other Spirits you control get +1/+1. / Spells you cast from your graveyard cost {1}
less to cast."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _cast_from_graveyard(g: Any, oid: int, you: int, source: Any) -> bool:
    o = g.objects[oid]
    if o.zone is Zone.STACK:
        return o.stack.get("from_zone") in (Zone.GRAVEYARD, "graveyard")
    return bool(o.zone is Zone.GRAVEYARD)  # being checked as it's about to be cast


ABILITIES = [
    anthem(Filter(types=("Creature",), subtypes=("Spirit",), controller="you", other=True,
                  label="other Spirit you control"), 1, 1),
    rule("cost_reduction", "self", Filter(controller="you", custom=_cast_from_graveyard,
                                          label="spell you cast from your graveyard"), 1),
]
