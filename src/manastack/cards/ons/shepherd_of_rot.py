"""Shepherd of Rot — {1}{B} Creature — Zombie Cleric 1/1.

Oracle: "{T}: Each player loses 1 life for each Zombie on the battlefield."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}", LoseLife(CountOf(Filter(subtypes=("Zombie",), label="Zombie")),
                              EachPlayer())),
]
