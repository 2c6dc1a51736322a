"""Goblin Burrows — Land.

Oracle: "{T}: Add {C}. / {1}{R}, {T}: Target Goblin creature gets +2/+0 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "C"),
    activated("{1}{R}, {T}", pump(Target(0), 2, 0),
              targets=[target(CREATURE.but(subtypes=("Goblin",), label="Goblin creature"))]),
]
