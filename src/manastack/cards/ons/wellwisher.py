"""Wellwisher — {1}{G} Creature — Elf 1/1.

Oracle: "{T}: You gain 1 life for each Elf on the battlefield."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}", GainLife(CountOf(Filter(subtypes=("Elf",), label="Elf")))),
]
