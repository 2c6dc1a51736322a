"""Lightning Rift — {1}{R} Enchantment.

Oracle: "Whenever a player cycles a card, you may pay {1}. If you do, Lightning Rift deals 2
damage to any target."

The target is chosen as the ability is put on the stack; whether to pay is decided as it
resolves (ONS FAQ, CR 603.3d, 608.2d).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(cycled(player="any"), MayPay("{1}", (DealDamage(2, Target(0)),)),
              targets=[ANY_TARGET]),
]
