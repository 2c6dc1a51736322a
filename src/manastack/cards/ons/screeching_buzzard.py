"""Screeching Buzzard — {3}{B} Creature — Bird 2/2.

Oracle: "Flying / When Screeching Buzzard dies, each opponent discards a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(), Discard(1, EachOpponent())),
]
