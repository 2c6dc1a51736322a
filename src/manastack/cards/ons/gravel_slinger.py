"""Gravel Slinger — {3}{W} Creature — Human Soldier 1/3.

Oracle: "{T}: Gravel Slinger deals 1 damage to target attacking or blocking creature. /
Morph {1}{W}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ATTACKING_OR_BLOCKING = target(CREATURE.but(custom=IN_COMBAT),
                               label="attacking or blocking creature")

ABILITIES = [
    activated("{T}", DealDamage(1, Target(0)), targets=[ATTACKING_OR_BLOCKING]),
]
