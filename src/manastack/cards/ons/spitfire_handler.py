"""Spitfire Handler — {1}{R} Creature — Goblin 1/1.

Oracle: "Spitfire Handler can't block creatures with power greater than Spitfire Handler's
power. / {R}: Spitfire Handler gets +1/+0 until end of turn."

Both powers are compared as blockers are declared (CR 509.1b); pumping it later doesn't
change a block already made.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("can_block_only", "self",
         CREATURE.but(custom=PowerAtMost(PowerOf(Self())),
                      label="creature with power no greater than Spitfire Handler's")),
    activated("{R}", pump(Self(), 1, 0)),
]
