"""Swiftfoot Boots — {2} Artifact — Equipment.

Oracle: "Equipped creature has hexproof and haste. / Equip {1}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    static(Modify(add_keywords=("Hexproof", "Haste")), affects="attached"),
]
