"""Symbiotic Elf — {3}{G} Creature — Elf 2/2.

Oracle: "When Symbiotic Elf dies, create two 1/1 green Insect creature tokens."
"""

from manastack.dsl.prelude import *  # noqa: F403

INSECT = TokenSpec(subtypes=("Insect",), colors="G", power=1, toughness=1)

ABILITIES = [triggered(dies(), CreateToken(INSECT, 2))]
