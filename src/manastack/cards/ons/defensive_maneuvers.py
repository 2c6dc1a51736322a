"""Defensive Maneuvers — {3}{W} Instant.

Oracle: "Creatures of the creature type of your choice get +0/+4 until end of turn."

The type is chosen as the spell resolves; the creatures of that type then are the ones
affected (CR 611.2c), whoever controls them.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _of_chosen_type(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    t = frame.get("creature_type")
    frame["maneuvers"] = tuple(oid for oid in g.battlefield if not g.objects[oid].phased_out
                               and chars(g, oid).is_creature and t in chars(g, oid).subtypes)


ABILITIES = [
    spell(ChooseCreatureType(), Custom(_of_chosen_type, "creatures of the chosen type"),
          pump(Var("maneuvers"), 0, 4)),
]
