"""Walking Desecration — {2}{B} Creature — Zombie 1/1.

Oracle: "{B}, {T}: Creatures of the creature type of your choice attack this turn if able."

The type is chosen as the ability resolves; the creatures of that type then are the ones
affected (CR 611.2c), whoever controls them.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{B}, {T}", ChooseCreatureType(), restrict(OfChosenType(CREATURE), "must_attack")),
]
