"""Invigorating Boon — {1}{G} Enchantment.

Oracle: "Whenever a player cycles a card, you may put a +1/+1 counter on target creature."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(cycled(player="any"), PutCounters(Target(0), "+1/+1", 1),
              targets=[TARGET_CREATURE], optional=True),
]
