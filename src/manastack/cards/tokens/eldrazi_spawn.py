"""Eldrazi Spawn — Token Creature — Eldrazi Spawn 0/1.
"Sacrifice this creature: Add {C}." (a mana ability, CR 605.1a)"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [mana_ability("Sacrifice this creature", "C")]
