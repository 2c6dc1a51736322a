"""Aven Brigadier — {3}{W}{W}{W} Creature — Bird Soldier 3/5.

Oracle: "Flying / Other Bird creatures get +1/+1. / Other Soldier creatures get +1/+1."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    anthem(CREATURE.but(subtypes=("Bird",), other=True, label="other Bird creatures"), 1, 1),
    anthem(CREATURE.but(subtypes=("Soldier",), other=True, label="other Soldier creatures"),
           1, 1),
]
