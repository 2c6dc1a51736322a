"""Shipwreck Marsh — Land.

"Shipwreck Marsh enters the battlefield tapped unless you control two or more other lands. /
{T}: Add {U} or {B}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped_unless(controls_other_lands(2)),
    mana_ability("{T}", "U", "B"),
]
