"""Mistform Wall — {2}{U} Creature — Illusion Wall 1/4.

Oracle: "Mistform Wall has defender as long as it's a Wall. / {1}: Mistform Wall becomes the
creature type of your choice until end of turn."

Whether it is a Wall is known only after type-changing effects (layer 4), so the defender
ability is added in layer 6 by looking at its types at that point (CR 613.1, 613.5).
"""

from typing import Any

from manastack.dsl.keywords import parse_keyword
from manastack.dsl.prelude import *  # noqa: F403

_DEFENDER = parse_keyword("Defender")


def _defender_if_wall(g: Any, c: Any, ce: Any) -> None:
    if "Wall" in c.subtypes and _DEFENDER is not None:
        c.abilities = c.abilities + (_DEFENDER,)


ABILITIES = [
    static(Modify(custom_layer="6", custom=_defender_if_wall)),
    activated("{1}", ChooseCreatureType(), BecomeCreatureType(Self())),
]
