"""Goblin Sledder — {R} Creature — Goblin 1/1.

Oracle: "Sacrifice a Goblin: Target creature gets +1/+1 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(sacrifice=Filter(subtypes=("Goblin",), label="Goblin")),
              pump(Target(0), 1, 1), targets=[TARGET_CREATURE]),
]
