"""Shared Triumph — {1}{W} Enchantment.

Oracle: "As Shared Triumph enters the battlefield, choose a creature type. / Creatures of the
chosen type get +1/+1."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseCreatureType()),
    anthem(CREATURE.but(chosen_type=True, label="creature of the chosen type"), 1, 1),
]
