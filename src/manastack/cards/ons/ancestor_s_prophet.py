"""Ancestor's Prophet — {4}{W} Creature — Human Cleric 1/5.

Oracle: "Tap five untapped Clerics you control: You gain 10 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(tap_untapped_you_control("Cleric", 5),
              GainLife(10)),
]
