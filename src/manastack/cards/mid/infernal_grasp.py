"""Infernal Grasp — {1}{B} Instant.

"Destroy target creature. You lose 2 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(Target(0)), LoseLife(2), targets=[TARGET_CREATURE]),
]
