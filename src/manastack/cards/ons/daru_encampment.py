"""Daru Encampment — Land.

Oracle: "{T}: Add {C}. / {W}, {T}: Target Soldier creature gets +1/+1 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "C"),
    activated("{W}, {T}", pump(Target(0), 1, 1),
              targets=[target(CREATURE.but(subtypes=("Soldier",), label="Soldier creature"))]),
]
