"""Undead Gladiator — {1}{B}{B} Creature — Zombie Barbarian 3/1.

Oracle: "{1}{B}, Discard a card: Return Undead Gladiator from your graveyard to your hand.
Activate only during your upkeep. / Cycling {1}{B}"

An activated ability that works only from the graveyard (CR 113.6k); it may be activated any
number of times during the upkeep (ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{1}{B}"), discard=1), MoveTo(Self(), Zone.HAND),
              zone=Zone.GRAVEYARD, condition=AllOf((YOUR_TURN, StepIs(Step.UPKEEP)))),
]
