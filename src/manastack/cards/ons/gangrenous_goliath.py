"""Gangrenous Goliath — {3}{B}{B} Creature — Zombie Giant 4/4.

Oracle: "Tap three untapped Clerics you control: Return Gangrenous Goliath from your graveyard
to your hand."

The ability works only while the card is in the graveyard (CR 113.6k); no {T} in the cost, so
the Clerics needn't have been under your control since your turn began (CR 302.6).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=Filter(subtypes=("Cleric",), controller="you",
                                       label="untapped Cleric you control"), tap_count=3),
              MoveTo(Self(), Zone.HAND), zone=Zone.GRAVEYARD),
]
