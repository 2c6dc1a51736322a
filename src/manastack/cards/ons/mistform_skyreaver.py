"""Mistform Skyreaver — {5}{U}{U} Creature — Illusion 6/6.

Oracle: "Flying / {1}: Mistform Skyreaver becomes the creature type of your choice until end
of turn."

The chosen type replaces all its creature types (CR 205.1a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{1}", ChooseCreatureType(), BecomeCreatureType(Self())),
]
