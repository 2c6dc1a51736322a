"""Dispersing Orb — {3}{U}{U} Enchantment.

Oracle: "{3}{U}, Sacrifice a permanent: Return target permanent to its owner's hand."

The permanent sacrificed is chosen as the cost is paid, after the target (CR 601.2c, 601.2h):
the Orb itself, or the target, may be sacrificed.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{3}{U}"), sacrifice=PERMANENT.but(controller="you")),
              MoveTo(Target(0), Zone.HAND), targets=[target(PERMANENT)]),
]
