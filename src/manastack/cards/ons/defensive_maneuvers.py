"""Defensive Maneuvers — {3}{W} Instant.

Oracle: "Creatures of the creature type of your choice get +0/+4 until end of turn."

The type is chosen as the spell resolves; the creatures of that type then are the ones
affected (CR 611.2c), whoever controls them.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ChooseCreatureType(), pump(OfChosenType(CREATURE), 0, 4)),
]
