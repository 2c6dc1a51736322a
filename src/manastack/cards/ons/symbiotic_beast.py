"""Symbiotic Beast — {4}{G}{G} Creature — Insect Beast 4/4.

Oracle: "When Symbiotic Beast dies, create four 1/1 green Insect creature tokens."
"""

from manastack.dsl.prelude import *  # noqa: F403

INSECT = TokenSpec(subtypes=("Insect",), colors="G", power=1, toughness=1)

ABILITIES = [triggered(dies(), CreateToken(INSECT, 4))]
