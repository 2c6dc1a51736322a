"""Words of Waste — {2}{B} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, each opponent discards a card
instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [activated("{1}", ReplaceNextDraw((Discard(1, EachOpponent()),)))]
