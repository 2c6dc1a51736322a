"""Crafty Pathmage — {2}{U} Creature — Human Wizard 1/1.

Oracle: "{T}: Target creature with power 2 or less can't be blocked this turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    # Once resolved, raising the creature's power doesn't end the effect (CR 611.2c).
    activated("{T}", restrict(Target(0), "cant_be_blocked"),
              targets=[target(CREATURE.but(power_le=2, label="creature with power 2 or less"))]),
]
