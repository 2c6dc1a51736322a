"""Sea's Claim — {U} Enchantment — Aura.

Oracle: "Enchant land / Enchanted land is an Island."

CR 305.7: its land types become Island (layer 4); it loses the abilities of its rules text and
of its old land types and has "{T}: Add {U}." instead; its card types and supertypes stay.
"""

from typing import Any

from manastack.dsl.intrinsic import BASIC_LAND_ABILITIES
from manastack.dsl.prelude import *  # noqa: F403

LAND_TYPES = frozenset({"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine",
                        "Mountain", "Plains", "Planet", "Power-Plant", "Sphere", "Swamp",
                        "Tower", "Town", "Urza's"})


def _is_an_island(g: Any, c: Any, ce: Any) -> None:
    c.subtypes = frozenset(t for t in c.subtypes if t not in LAND_TYPES) | {"Island"}
    c.abilities = (BASIC_LAND_ABILITIES["Island"],)
    c.keywords = frozenset()


ABILITIES = [
    static(Modify(custom_layer="4", custom=_is_an_island), affects="attached"),
]
