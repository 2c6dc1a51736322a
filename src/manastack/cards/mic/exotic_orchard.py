"""Exotic Orchard — Land.

Oracle: "{T}: Add one mana of any color that a land an opponent controls could produce."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "any", of=COLORS_OPPONENTS_LANDS_COULD_PRODUCE),
]
