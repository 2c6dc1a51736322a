"""Haunted Ridge — Land.

"Haunted Ridge enters the battlefield tapped unless you control two or more other lands. /
{T}: Add {B} or {R}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped_unless(controls_other_lands(2)),
    mana_ability("{T}", "B", "R"),
]
