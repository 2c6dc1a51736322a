"""Tribal Unity — {X}{2}{G} Instant.

Oracle: "Creatures of the creature type of your choice get +X/+X until end of turn."

The type is chosen as the spell resolves (CR 608.2d); the creatures of that type at that time
get the bonus (CR 611.2c).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _of_chosen_type(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    kind = frame.get("creature_type")
    frame["tribe"] = tuple(oid for oid in g.battlefield
                           if not g.objects[oid].phased_out and chars(g, oid).is_creature
                           and kind in chars(g, oid).subtypes)


ABILITIES = [
    spell(ChooseCreatureType(), Custom(_of_chosen_type, "creatures of the chosen type"),
          pump(Var("tribe"), X(), X())),
]
