"""Doom Cannon — {6} Artifact.

Oracle: "As Doom Cannon enters the battlefield, choose a creature type. / {3}, {T}, Sacrifice
a creature of the chosen type: Doom Cannon deals 3 damage to any target."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseCreatureType()),
    activated(Cost(mana=ManaCost.parse("{3}"), tap=True,
                   sacrifice=CREATURE.but(chosen_type=True,
                                          label="creature of the chosen type")),
              DealDamage(3, Target(0)), targets=[ANY_TARGET]),
]
