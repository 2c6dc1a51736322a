"""Backslide — {1}{U} Instant.

Oracle: "Turn target creature with a morph ability face down.
Cycling {U}"
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_WITH_MORPH = CREATURE.but(keywords=("Morph",),  # noqa: F405
                                   label="creature with a morph ability")

ABILITIES = [
    spell(TurnFaceDownEffect(Target(0)), targets=[target(CREATURE_WITH_MORPH)]),  # noqa: F405
]
