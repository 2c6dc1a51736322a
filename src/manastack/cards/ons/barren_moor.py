"""Barren Moor — Land.

Oracle: "Barren Moor enters the battlefield tapped. / {T}: Add {B}. / Cycling {B}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    mana_ability("{T}", "B"),
]
