"""Unnatural Growth — {1}{G}{G}{G}{G} Enchantment.

"At the beginning of each combat, double the power and toughness of each creature you control
until end of turn."

Doubling gives +X/+Y where X and Y are its power and toughness as the effect begins
(MID-RN-207); a negative power gets more negative (MID-RN-208); each Unnatural Growth doubles
again (MID-RN-209).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT, "each"),
              DoublePowerAndToughness(All(CREATURE_YOU_CONTROL))),
]
