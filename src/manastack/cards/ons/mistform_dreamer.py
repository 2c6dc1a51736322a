"""Mistform Dreamer — {2}{U} Creature — Illusion 2/1.

Oracle: "Flying / {1}: Mistform Dreamer becomes the creature type of your choice until end of
turn."

The chosen type replaces all its creature types (CR 205.1a, ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{1}", ChooseCreatureType(), BecomeCreatureType(Self())),
]
