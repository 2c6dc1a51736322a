"""Forgotten Cave — Land.

Oracle: "Forgotten Cave enters the battlefield tapped. / {T}: Add {R}. / Cycling {R}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    mana_ability("{T}", "R"),
]
