"""Walking Desecration — {2}{B} Creature — Zombie 1/1.

Oracle: "{B}, {T}: Creatures of the creature type of your choice attack this turn if able."

The type is chosen as the ability resolves. The effect modifies the rules of the game, not
characteristics, so it applies to the creatures of that type as attackers are declared,
whoever controls them, those that gained the type or entered later included (CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{B}, {T}", ChooseCreatureType(), restrict(OfChosenType(CREATURE), "must_attack")),
]
