"""Words of Worship — {2}{W} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, you gain 5 life instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [activated("{1}", ReplaceNextDraw((GainLife(5),)))]
