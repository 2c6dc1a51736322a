"""Convalescent Care — {1}{W}{W} Enchantment.

Oracle: "At the beginning of your upkeep, if you have 5 or less life, you gain 3 life and
draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [triggered(at_beginning_of(Step.UPKEEP), GainLife(3), Draw(1),
                       condition=at_most(LifeTotal(), 5))]
