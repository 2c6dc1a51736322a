"""Feeding Frenzy — {2}{B} Instant.

Oracle: "Target creature gets -X/-X until end of turn, where X is the number of Zombies on the
battlefield."
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIES = CountOf(Filter(subtypes=("Zombie",), label="Zombie"))

ABILITIES = [
    spell(pump(Target(0), Times(ZOMBIES, -1), Times(ZOMBIES, -1)), targets=[TARGET_CREATURE]),
]
