"""Pinpoint Avalanche — {3}{R}{R} Instant.

Oracle: "Pinpoint Avalanche deals 4 damage to target creature. The damage can't be
prevented."

Prevention effects don't reduce the damage, and a prevention shield on the creature isn't used
up by it (CR 615.12).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(DealDamage(4, Target(0), cant_be_prevented=True), targets=[TARGET_CREATURE]),
]
