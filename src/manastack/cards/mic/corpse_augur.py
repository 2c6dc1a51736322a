"""Corpse Augur — {3}{B} Creature — Zombie Wizard 4/2.

Oracle: "When Corpse Augur dies, you draw X cards and you lose X life, where X is the number of
creature cards in target player's graveyard."

X is counted as the ability resolves, Corpse Augur itself included when it is there
(MIC-OR-0175), and only once: the cards drawn and the life lost are the same X (CR 107.3i,
608.2h), even if a draw replaced by a discard (Words of Waste) adds to that graveyard.
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_CARDS = DeterminedOnce(CardsOf(Target(0), Filter(types=("Creature",),
                                                          zone=Zone.GRAVEYARD,
                                                          label="creature card")))

ABILITIES = [
    triggered(dies(), Draw(CREATURE_CARDS), LoseLife(CREATURE_CARDS),
              targets=[TARGET_PLAYER]),
]
