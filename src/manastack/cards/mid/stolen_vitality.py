"""Stolen Vitality — {1}{R} Instant.

"Target creature gets +3/+1 until end of turn. If it's your turn, that creature gains trample
until end of turn. Otherwise, it gains first strike until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(pump(Target(0), 3, 1),
          If(YOUR_TURN, (grant(Target(0), "Trample"),), (grant(Target(0), "First strike"),)),
          targets=[TARGET_CREATURE]),
]
