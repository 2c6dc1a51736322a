"""Silklash Spider — {3}{G}{G} Creature — Spider 2/7.

Oracle: "Reach / {X}{G}{G}: Silklash Spider deals X damage to each creature with flying."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{X}{G}{G}", DealDamage(X(), All(CREATURE.but(keywords=("Flying",),
                                                          label="creature with flying")))),
]
