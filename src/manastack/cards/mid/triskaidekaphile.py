"""Triskaidekaphile — {1}{U} Creature — Human Wizard 1/3.

"You have no maximum hand size. / At the beginning of your upkeep, if you have exactly
thirteen cards in your hand, you win the game. / {3}{U}: Draw a card."

The upkeep ability checks the hand as the upkeep starts (an intervening "if", CR 603.4,
MID-RN-138) and again as it resolves.
"""

from manastack.dsl.prelude import *  # noqa: F403

THIRTEEN_CARDS_IN_HAND = exactly(CountOf(card_in(Zone.HAND)), 13)

ABILITIES = [
    rule("no_maximum_hand_size", "controller"),
    triggered(at_beginning_of(Step.UPKEEP), WinTheGame(), condition=THIRTEEN_CARDS_IN_HAND),
    activated("{3}{U}", Draw(1)),
]
