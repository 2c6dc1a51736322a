"""Skirk Prospector — {R} Creature — Goblin 1/1.

Oracle: "Sacrifice a Goblin: Add {R}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability(Cost(sacrifice=Filter(subtypes=("Goblin",), controller="you", label="Goblin")),
                 "R"),
]
