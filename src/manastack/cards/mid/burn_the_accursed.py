"""Burn the Accursed — {4}{R} Instant.

"Burn the Accursed deals 5 damage to target creature and 2 damage to that creature's
controller. If that creature would die this turn, exile it instead."

The exile is a replacement effect from the resolved spell (CR 614.1a), lasting this turn.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(DealDamage(5, Target(0), also=((2, ControllerOf(Target(0))),)),
          ExileIfItWouldDieThisTurn(Target(0)), targets=[TARGET_CREATURE]),
]
