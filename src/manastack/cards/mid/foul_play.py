"""Foul Play — {1}{B} Sorcery.

"Destroy target creature with power 2 or less. Investigate."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(Target(0)), Investigate(),
          targets=[target(CREATURE.but(power_le=2, label="creature with power 2 or less"))]),
]
