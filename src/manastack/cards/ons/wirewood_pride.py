"""Wirewood Pride — {G} Instant.

Oracle: "Target creature gets +X/+X until end of turn, where X is the number of Elves on the
battlefield."
"""

from manastack.dsl.prelude import *  # noqa: F403

ELVES = CountOf(Filter(subtypes=("Elf",), label="Elf"))

ABILITIES = [
    spell(pump(Target(0), ELVES, ELVES), targets=[TARGET_CREATURE]),
]
