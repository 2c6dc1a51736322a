"""Improvised Armor — {3}{W} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +2/+5. / Cycling {3}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    anthem("attached", 2, 5),
]
