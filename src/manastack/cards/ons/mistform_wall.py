"""Mistform Wall — {2}{U} Creature — Illusion Wall 1/4.

Oracle: "Mistform Wall has defender as long as it's a Wall. / {1}: Mistform Wall becomes the
creature type of your choice until end of turn."

Whether it is a Wall is known only after type-changing effects (layer 4), so the defender
ability is added in layer 6 by looking at its types at that point (CR 613.1, 613.5).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    abilities_if_subtype("Wall", keyword_ability("Defender")),
    activated("{1}", ChooseCreatureType(), BecomeCreatureType(Self())),
]
