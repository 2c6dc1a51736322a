"""Symbiotic Wurm — {5}{G}{G}{G} Creature — Wurm 7/7.

Oracle: "When Symbiotic Wurm dies, create seven 1/1 green Insect creature tokens."
"""

from manastack.dsl.prelude import *  # noqa: F403

INSECT = TokenSpec(subtypes=("Insect",), colors="G", power=1, toughness=1)

ABILITIES = [triggered(dies(), CreateToken(INSECT, 7))]
