"""Goblin Taskmaster — {R} Creature — Goblin 1/1.

Oracle: "{1}{R}: Target Goblin creature gets +1/+0 until end of turn. / Morph {R}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{1}{R}", pump(Target(0), 1, 0),
              targets=[target(CREATURE.but(subtypes=("Goblin",), label="Goblin creature"))]),
]
