"""Cleansing Nova — {3}{W}{W} Sorcery.

Oracle: "Choose one — / • Destroy all creatures. / • Destroy all artifacts and enchantments."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(modes=(
        Mode((Destroy(All(CREATURE)),), (), "destroy all creatures"),
        Mode((Destroy(All(ARTIFACT_OR_ENCHANTMENT)),), (),
             "destroy all artifacts and enchantments"),
    )),
    continued(),
    continued(),
]
