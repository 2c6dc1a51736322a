"""Words of War — {2}{R} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, Words of War deals 2 damage to
any target instead."

The target is chosen as the ability is activated and checked as it resolves; the later
replacement doesn't check it again (ONS-FAQ-140).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{1}", ReplaceNextDraw((DealDamage(2, Target(0)),)), targets=[ANY_TARGET]),
]
