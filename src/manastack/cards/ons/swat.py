"""Swat — {1}{B}{B} Instant.

Oracle: "Destroy target creature with power 2 or less. / Cycling {2}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(Target(0)),
          targets=[target(CREATURE.but(power_le=2, label="creature with power 2 or less"))]),
]
