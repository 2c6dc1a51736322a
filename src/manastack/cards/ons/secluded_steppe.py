"""Secluded Steppe — Land.

Oracle: "Secluded Steppe enters the battlefield tapped. / {T}: Add {W}. / Cycling {W}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    mana_ability("{T}", "W"),
]
