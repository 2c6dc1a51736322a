"""Ominous Roost — {2}{U} Enchantment.

"When Ominous Roost enters the battlefield or whenever you cast a spell from your graveyard,
create a 1/1 blue Bird creature token with flying and "This creature can block only creatures
with flying.""
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _from_graveyard(g: Any, source: int, ev: Any) -> bool:
    o = g.objects.get(ev.obj)
    return o is not None and o.stack.get("from_zone") in (Zone.GRAVEYARD, "graveyard")


ABILITIES = [
    lines(triggered(enters(), CreateToken("Bird")),
          triggered(Trigger("cast", player="you", test=_from_graveyard,
                            label="you cast a spell from your graveyard"),
                    CreateToken("Bird"))),
]
