"""Syphon Mind — {3}{B} Sorcery.

Oracle: "Each other player discards a card. You draw a card for each card discarded this
way."

A player with no cards in hand discards nothing, so you draw nothing for them (ONS-FAQ-101).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Tally((Discard(1, EachOpponent()),), "discarded"),
          Draw(VarAmount("discarded_count"))),
]
