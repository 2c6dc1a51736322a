"""Undead Gladiator — {1}{B}{B} Creature — Zombie Barbarian 3/1.

Oracle: "{1}{B}, Discard a card: Return Undead Gladiator from your graveyard to your hand.
Activate only during your upkeep. / Cycling {1}{B}"

An activated ability that works only from the graveyard (CR 113.6k); it may be activated any
number of times during the upkeep (ONS FAQ).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _your_upkeep(g: Any, oid: int) -> bool:
    return g.step is Step.UPKEEP and g.active == g.objects[oid].owner


ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{1}{B}"), discard=1), MoveTo(Self(), Zone.HAND),
              zone=Zone.GRAVEYARD, condition=_your_upkeep),
]
