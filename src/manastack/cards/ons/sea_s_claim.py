"""Sea's Claim — {U} Enchantment — Aura.

Oracle: "Enchant land / Enchanted land is an Island."

CR 305.7: its land types become Island (layer 4); it loses the abilities of its rules text and
of its old land types and has "{T}: Add {U}." instead; its card types and supertypes stay.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    is_basic_land_type("Island"),
]
