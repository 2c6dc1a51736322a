"""Ancestor's Prophet — {4}{W} Creature — Human Cleric 1/5.

Oracle: "Tap five untapped Clerics you control: You gain 10 life."

No {T} in the cost: the Clerics tapped (this one included) needn't have been under your
control since your turn began (CR 302.6).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=Filter(subtypes=("Cleric",), controller="you",
                                       label="untapped Cleric you control"), tap_count=5),
              GainLife(10)),
]
