"""Venomspout Brackus — {6}{G} Creature — Beast 5/5.

Oracle: "{1}{G}, {T}: Venomspout Brackus deals 5 damage to target attacking or blocking
creature with flying. / Morph {3}{G}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{1}{G}, {T}", DealDamage(5, Target(0)),
              targets=[target(CREATURE.but(keywords=("Flying",), custom=IN_COMBAT,
                                           label="attacking or blocking creature with "
                                                 "flying"))]),
]
