"""Darkwater Catacombs — Land.

Oracle: "{1}, {T}: Add {U}{B}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{1}, {T}", "UB"),
]
