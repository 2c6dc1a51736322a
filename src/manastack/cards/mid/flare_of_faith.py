"""Flare of Faith — {1}{W} Instant.

"Target creature gets +2/+2 until end of turn. If it's a Human, instead it gets +3/+3 and
gains indestructible until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(If(Matches(Target(0), Filter(subtypes=("Human",))), (pump(Target(0), 3, 3), grant(Target(0), "Indestructible")),
             (pump(Target(0), 2, 2),)),
          targets=[TARGET_CREATURE]),
]
