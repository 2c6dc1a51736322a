"""Mistform Stalker — {1}{U} Creature — Illusion 1/1.

Oracle: "{1}: Mistform Stalker becomes the creature type of your choice until end of turn. /
{2}{U}{U}: Mistform Stalker gets +2/+2 and gains flying until end of turn."

The chosen type replaces all its creature types (CR 205.1a); the pump is a layer 7c effect
and flying a layer 6 effect, both until end of turn (CR 613.4c, 514.2).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{1}", ChooseCreatureType(), BecomeCreatureType(Self())),
    activated("{2}{U}{U}", pump(Self(), 2, 2), grant(Self(), "Flying")),
]
