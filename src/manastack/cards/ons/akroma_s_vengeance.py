"""Akroma's Vengeance — {4}{W}{W} Sorcery.

Oracle: "Destroy all artifacts, creatures, and enchantments. / Cycling {3}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(All(Filter(types=("Artifact", "Creature", "Enchantment"),
                             label="artifact, creature or enchantment")))),
]
