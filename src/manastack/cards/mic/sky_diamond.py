"""Sky Diamond — {2} Artifact.

Oracle: "Sky Diamond enters the battlefield tapped. / {T}: Add {U}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    mana_ability("{T}", "U"),
]
