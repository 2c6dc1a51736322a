"""Olivia's Midnight Ambush — {1}{B} Instant.

"Target creature gets -2/-2 until end of turn. If it's night, that creature gets -13/-13
until end of turn instead."

Whether it's night is checked as the spell resolves (CR 608.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(If(IS_NIGHT, (pump(Target(0), -13, -13),), (pump(Target(0), -2, -2),)),
          targets=[TARGET_CREATURE]),
]
