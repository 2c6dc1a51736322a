"""Tranquil Thicket — Land.

Oracle: "Tranquil Thicket enters the battlefield tapped. / {T}: Add {G}. / Cycling {G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    mana_ability("{T}", "G"),
]
