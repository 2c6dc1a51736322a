"""Lambholt Harrier — {1}{R} Creature — Wolf 2/2.

"{3}{R}: Target creature can't block this turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{3}{R}", restrict(Target(0), "cant_block"), targets=[TARGET_CREATURE]),
]
