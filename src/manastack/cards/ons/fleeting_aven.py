"""Fleeting Aven — {1}{U}{U} Creature — Bird Wizard 2/2.

Oracle: "Flying / Whenever a player cycles a card, return Fleeting Aven to its owner's hand."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(cycled(), MoveTo(Self(), Zone.HAND)),
]
