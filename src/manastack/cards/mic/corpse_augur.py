"""Corpse Augur — {3}{B} Creature — Zombie Wizard 4/2.

Oracle: "When Corpse Augur dies, you draw X cards and you lose X life, where X is the number of
creature cards in target player's graveyard."

X is counted as the ability resolves, Corpse Augur itself included when it is there
(MIC-OR-0175).
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_CARDS = CardsOf(Target(0), Filter(types=("Creature",), zone=Zone.GRAVEYARD,
                                           label="creature card"))

ABILITIES = [
    triggered(dies(), Draw(CREATURE_CARDS), LoseLife(CREATURE_CARDS),
              targets=[TARGET_PLAYER]),
]
