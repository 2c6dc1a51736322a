"""Hedgewitch's Mask — {W} Artifact — Equipment.

"Equipped creature gets +1/+1. / Equipped creature can't be blocked by creatures with power 4
or greater. / Equip {2}"

The restriction is checked only as blockers are declared (MID-RN-064).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    static(Modify(power=1, toughness=1), "attached"),
    rule("cant_be_blocked_by", "attached",
         CREATURE.but(power_ge=4, label="creature with power 4 or greater")),
]
