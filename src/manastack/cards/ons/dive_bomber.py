"""Dive Bomber — {3}{W} Creature — Bird Soldier 2/2.

Oracle: "Flying / {T}, Sacrifice Dive Bomber: It deals 2 damage to target attacking or
blocking creature."

"It" is Dive Bomber, dealing the damage as it last existed on the battlefield (CR 113.7a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ATTACKING_OR_BLOCKING = target(CREATURE.but(custom=IN_COMBAT),
                               label="attacking or blocking creature")

ABILITIES = [
    activated("{T}, Sacrifice Dive Bomber", DealDamage(2, Target(0)),
              targets=[ATTACKING_OR_BLOCKING]),
]
