"""Fortified Village — Land.

Oracle: "As Fortified Village enters the battlefield, you may reveal a Forest or Plains card
from your hand. If you don't, Fortified Village enters the battlefield tapped. / {T}: Add {G} or
{W}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [*reveal_land("Forest", "Plains"), mana_ability("{T}", "G", "W")]
