"""Mistform Mask — {1}{U} Enchantment — Aura.

Oracle: "Enchant creature / {1}: Enchanted creature becomes the creature type of your choice
until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{1}", ChooseCreatureType(), BecomeCreatureType(Attached())),
]
