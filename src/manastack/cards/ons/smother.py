"""Smother — {1}{B} Instant.

Oracle: "Destroy target creature with mana value 3 or less. It can't be regenerated."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(Target(0), no_regen=True),
          targets=[target(CREATURE.but(mv_le=3, label="creature with mana value 3 or less"))]),
]
