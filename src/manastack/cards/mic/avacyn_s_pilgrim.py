"""Avacyn's Pilgrim — {G} Creature — Human Monk 1/1.

Oracle: "{T}: Add {W}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "W"),
]
