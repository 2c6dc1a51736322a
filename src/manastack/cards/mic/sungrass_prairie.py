"""Sungrass Prairie — Land.

Oracle: "{1}, {T}: Add {G}{W}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{1}, {T}", "GW"),
]
