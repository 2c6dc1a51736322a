"""Forgotten Creation — {3}{U} Creature — Zombie Horror 3/3.

Oracle: "Skulk / At the beginning of your upkeep, you may discard all the cards in your hand.
If you do, draw that many cards."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP, "you"),
              May((DiscardHand(), Draw(VarAmount("discarded"))),
                  prompt="Discard your hand and draw that many cards?")),
]
