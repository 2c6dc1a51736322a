"""Talisman of Dominance — {2} Artifact.

Oracle: "{T}: Add {C}. / {T}: Add {U} or {B}. Talisman of Dominance deals 1 damage to you."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "C"),
    mana_ability("{T}", "U", "B", effects=(DealDamage(1, You()),)),
]
