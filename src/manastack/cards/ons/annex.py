"""Annex — {2}{U}{U} Enchantment — Aura.

Oracle: "Enchant land / You control enchanted land."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    control_attached(),
]
