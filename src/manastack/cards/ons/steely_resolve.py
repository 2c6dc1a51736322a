"""Steely Resolve — {1}{G} Enchantment.

Oracle: "As Steely Resolve enters the battlefield, choose a creature type. / Creatures of the
chosen type have shroud."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseCreatureType()),
    static(Modify(add_keywords=("Shroud",)),
           affects=CREATURE.but(chosen_type=True, label="creature of the chosen type")),
]
