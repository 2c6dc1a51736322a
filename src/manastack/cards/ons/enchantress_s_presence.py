"""Enchantress's Presence — {2}{G} Enchantment.

Oracle: "Whenever you cast an enchantment spell, draw a card."

Casting Enchantress's Presence itself doesn't trigger it: it isn't on the battlefield yet.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(cast(Filter(types=("Enchantment",), label="enchantment spell")), Draw(1)),
]
