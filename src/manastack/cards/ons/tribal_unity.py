"""Tribal Unity — {X}{2}{G} Instant.

Oracle: "Creatures of the creature type of your choice get +X/+X until end of turn."

The type is chosen as the spell resolves (CR 608.2d); the creatures of that type at that time
get the bonus (CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ChooseCreatureType(), pump(OfChosenType(CREATURE), X(), X())),
]
