"""Elvish Pathcutter — {3}{G} Creature — Elf Scout 1/2.

Oracle: "{2}{G}: Target Elf creature gains forestwalk until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{2}{G}", grant(Target(0), "Forestwalk"),
              targets=[target(CREATURE.but(subtypes=("Elf",), label="Elf creature"))]),
]
