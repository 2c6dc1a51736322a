"""Wheel and Deal — {3}{U} Instant.

Oracle: "Any number of target opponents each discard their hands, then draw seven cards. /
Draw a card."

You may choose no targets; then you just draw a card (ONS-FAQ-117). You aren't your own
opponent, so you can't target yourself (ONS-FAQ-118). The opponents all discard their hands at
once (CR 101.4, 608.2c), then draw, the active player first (CR 121.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(DiscardHand(Target(0)), Draw(7, Target(0)),
          targets=[target(players=OPPONENT, count=7, min=0,
                          label="opponents")]),
    spell(Draw(1)),
]
