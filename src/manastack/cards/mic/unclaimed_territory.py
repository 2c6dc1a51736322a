"""Unclaimed Territory — Land.

Oracle: "As Unclaimed Territory enters the battlefield, choose a creature type. / {T}: Add {C}. /
{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen
type."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseCreatureType()),
    mana_ability("{T}", "C"),
    mana_ability("{T}", "any",
                 spend_only=CREATURE_SPELL.but(chosen_type=True,
                                               label="creature spell of the chosen type")),
]
