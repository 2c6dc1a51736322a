"""Purifying Dragon — {3}{R}{R} Creature — Dragon 4/3.

"Flying / Whenever Purifying Dragon attacks, it deals 1 damage to target creature defending
player controls. If that creature is a Zombie, Purifying Dragon deals 2 damage to it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(attacks(), If(Matches(Target(0), Filter(subtypes=("Zombie",))), (DealDamage(2, Target(0)),), (DealDamage(1, Target(0)),)),
              targets=[target(defending_player_controls(CREATURE))]),
]
