"""Wirewood Elf — {1}{G} Creature — Elf Druid 1/2.

Oracle: "{T}: Add {G}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "G"),
]
