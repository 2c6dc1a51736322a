"""Syphon Mind — {3}{B} Sorcery.

Oracle: "Each other player discards a card. You draw a card for each card discarded this
way."

A player with no cards in hand discards nothing, so you draw nothing for them (ONS-FAQ-101).
"Each other player" includes a teammate, who isn't an opponent (CR 102.3).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Tally((Discard(1, EachOtherPlayer()),), "discarded"),
          Draw(VarAmount("discarded_count"))),
]
