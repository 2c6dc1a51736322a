"""Mythic Proportions — {4}{G}{G}{G} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +8/+8 and has trample."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    anthem("attached", 8, 8, "Trample"),
]
