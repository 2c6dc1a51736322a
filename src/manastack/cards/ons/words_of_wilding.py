"""Words of Wilding — {2}{G} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, create a 2/2 green Bear
creature token instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

BEAR = TokenSpec(subtypes=("Bear",), colors="G", power=2, toughness=2)

ABILITIES = [activated("{1}", ReplaceNextDraw((CreateToken(BEAR),)))]
