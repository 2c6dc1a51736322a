"""Bladestitched Skaab — {U}{B} Creature — Zombie Soldier 2/3.

"Other Zombies you control get +1/+0."
"""

from manastack.dsl.prelude import *  # noqa: F403

OTHER_ZOMBIES = CREATURE.but(subtypes=("Zombie",), controller="you", other=True,
                             label="other Zombies you control")

ABILITIES = [anthem(OTHER_ZOMBIES, 1, 0)]
