"""Falkenrath Pit Fighter — {R} Creature — Vampire Warrior 2/1.

"{1}{R}, Discard a card, Sacrifice a Vampire: Draw two cards. Activate only if an opponent
lost life this turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{1}{R}"), discard=1,
                   sacrifice=Filter(subtypes=("Vampire",), label="Vampire")),
              Draw(2), condition=opponent_lost_life_this_turn),
]
