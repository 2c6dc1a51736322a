"""Sungold Barrage — {2}{W} Instant.

"Destroy target creature with toughness 4 or greater."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(Target(0)),
          targets=[target(CREATURE.but(toughness_ge=4,
                                       label="creature with toughness 4 or greater"))]),
]
