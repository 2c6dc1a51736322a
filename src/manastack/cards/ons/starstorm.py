"""Starstorm — {X}{R}{R} Instant.

Oracle: "Starstorm deals X damage to each creature. / Cycling {3}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(DealDamage(X(), All(CREATURE)), x=True),
]
