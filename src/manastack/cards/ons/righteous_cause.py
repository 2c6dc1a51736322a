"""Righteous Cause — {3}{W}{W} Enchantment.

Oracle: "Whenever a creature attacks, you gain 1 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(attacks(CREATURE), GainLife(1)),
]
