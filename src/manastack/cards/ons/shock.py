"""Shock — {R} Instant. "Shock deals 2 damage to any target." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(DealDamage(2, Target(0)), targets=[ANY_TARGET])]
