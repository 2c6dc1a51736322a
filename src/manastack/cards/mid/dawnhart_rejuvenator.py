"""Dawnhart Rejuvenator — {3}{G} Creature — Human Warlock 2/4.

"When Dawnhart Rejuvenator enters the battlefield, you gain 3 life. /
{T}: Add one mana of any color."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), GainLife(3)),
    mana_ability("{T}", "any"),
]
