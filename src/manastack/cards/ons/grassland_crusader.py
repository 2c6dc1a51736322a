"""Grassland Crusader — {5}{W} Creature — Human Cleric Soldier 2/4.

Oracle: "{T}: Target Elf or Soldier creature gets +2/+2 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}", pump(Target(0), 2, 2),
              targets=[target(CREATURE.but(subtypes=("Elf", "Soldier"),
                                           label="Elf or Soldier creature"))]),
]
