"""Cover of Darkness — {1}{B} Enchantment.

Oracle: "As Cover of Darkness enters the battlefield, choose a creature type. / Creatures of the
chosen type have fear."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseCreatureType()),
    static(Modify(add_keywords=("Fear",)),
           affects=CREATURE.but(chosen_type=True, label="creature of the chosen type")),
]
