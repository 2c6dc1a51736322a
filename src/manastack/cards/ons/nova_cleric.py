"""Nova Cleric — {W} Creature — Human Cleric 1/2.

Oracle: "{2}{W}, {T}, Sacrifice Nova Cleric: Destroy all enchantments."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{2}{W}, {T}, Sacrifice Nova Cleric", Destroy(All(ENCHANTMENT))),
]
