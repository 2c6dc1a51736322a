"""Go for the Throat — {1}{B} Instant.

Oracle: "Destroy target nonartifact creature."
"""

from manastack.dsl.prelude import *  # noqa: F403

NONARTIFACT_CREATURE = CREATURE.but(not_types=("Artifact",), label="nonartifact creature")

ABILITIES = [
    spell(Destroy(Target(0)), targets=[target(NONARTIFACT_CREATURE)]),
]
