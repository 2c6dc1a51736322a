"""Charcoal Diamond — {2} Artifact.

Oracle: "Charcoal Diamond enters the battlefield tapped. / {T}: Add {B}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    mana_ability("{T}", "B"),
]
