"""Overgrown Farmland — Land.

"Overgrown Farmland enters the battlefield tapped unless you control two or more other lands. /
{T}: Add {G} or {W}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped_unless(controls_other_lands(2)),
    mana_ability("{T}", "G", "W"),
]
