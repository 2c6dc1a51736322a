"""Mistform Shrieker — {3}{U}{U} Creature — Illusion 3/3.

Oracle: "Flying / {1}: Mistform Shrieker becomes the creature type of your choice until end of
turn. / Morph {3}{U}{U}"

The chosen type replaces all its creature types (CR 205.1a); face down it has no abilities
(CR 708.2), so only the face-up Shrieker can change its type.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{1}", ChooseCreatureType(), BecomeCreatureType(Self())),
]
