"""Swords to Plowshares — {W} Instant.

Oracle: "Exile target creature. Its controller gains life equal to its power."

The power and the controller are the creature's as it last existed on the battlefield
(CR 608.2h); a power of 0 or less gains no life (CR 119.3, 107.1b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(MoveTo(Target(0), Zone.EXILE),
          GainLife(PowerOf(Target(0)), ControllerOf(Target(0))),
          targets=[TARGET_CREATURE]),
]
