"""Cabal Archon — {2}{B} Creature — Human Cleric 2/2.

Oracle: "{B}, Sacrifice a Cleric: Target player loses 2 life and you gain 2 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{B}"), sacrifice=Filter(subtypes=("Cleric",),
                                                                 label="Cleric")),
              LoseLife(2, Target(0)), GainLife(2), targets=[TARGET_PLAYER]),
]
