"""Corpse Cobble — {U}{B} Instant.

"As an additional cost to cast this spell, sacrifice any number of creatures. / Create an X/X
blue and black Zombie creature token with menace, where X is the total power of the
sacrificed creatures. / Flashback {3}{U}{B}"

Sacrificing no creatures is allowed: the 0/0 token is created and dies (MID-RN-173); cast
with flashback, the additional cost is still paid (MID-RN-174). The powers are the sacrificed
creatures' last-known ones (CR 608.2h); a negative one lowers the total, and a negative
total makes a 0/0 token (CR 107.1b).
"""

from manastack.dsl.prelude import *  # noqa: F403

TOTAL_POWER = SacrificedTotalPower()

ABILITIES = [
    spell(additional_cost=Cost(sacrifice=CREATURE_YOU_CONTROL, sacrifice_count=0,
                               sacrifice_any=True)),
    spell(CreateToken(TokenSpec(colors="UB", subtypes=("Zombie",), keywords=("Menace",)),
                      x=TOTAL_POWER)),
]
