"""Plummet — {1}{G} Instant.

"Destroy target creature with flying."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(Target(0)),
          targets=[target(CREATURE.but(keywords=("Flying",), label="creature with flying"))]),
]
