"""Lonely Sandbar — Land.

Oracle: "Lonely Sandbar enters the battlefield tapped. / {T}: Add {U}. / Cycling {U}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    mana_ability("{T}", "U"),
]
