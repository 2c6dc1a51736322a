"""Starlit Sanctum — Land.

Oracle: "{T}: Add {C}. / {W}, {T}, Sacrifice a Cleric creature: You gain life equal to the
sacrificed creature's toughness. / {B}, {T}, Sacrifice a Cleric creature: Target player loses
life equal to the sacrificed creature's power."

The sacrificed creature's power and toughness are its last-known ones (CR 608.2h).
"""

from manastack.dsl.prelude import *  # noqa: F403

CLERIC = CREATURE.but(subtypes=("Cleric",), label="Cleric creature")


ABILITIES = [
    mana_ability("{T}", "C"),
    activated(Cost(mana=ManaCost.parse("{W}"), tap=True, sacrifice=CLERIC),
              GainLife(SacrificedToughness())),
    activated(Cost(mana=ManaCost.parse("{B}"), tap=True, sacrifice=CLERIC),
              LoseLife(SacrificedPower(), Target(0)), targets=[TARGET_PLAYER]),
]
