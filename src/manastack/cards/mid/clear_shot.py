"""Clear Shot — {2}{G} Instant.

"Target creature you control gets +1/+1 until end of turn. It deals damage equal to its power
to target creature you don't control."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(pump(Target(0), 1, 1), DealDamage(PowerOf(Target(0)), Target(1), source=Target(0)),
          targets=[target(CREATURE_YOU_CONTROL),
                   target(CREATURE.but(controller="not_you",
                                       label="creature you don't control"))]),
]
