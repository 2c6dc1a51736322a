"""Talisman of Unity — {2} Artifact.

Oracle: "{T}: Add {C}. / {T}: Add {G} or {W}. Talisman of Unity deals 1 damage to you."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "C"),
    mana_ability("{T}", "G", "W", effects=(DealDamage(1, You()),)),
]
