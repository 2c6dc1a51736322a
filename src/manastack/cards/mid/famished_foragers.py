"""Famished Foragers — {3}{R} Creature — Vampire 4/3.

"When Famished Foragers enters the battlefield, if an opponent lost life this turn, add
{R}{R}{R}. / {2}{R}, Discard a card: Draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), AddMana("RRR"), condition=opponent_lost_life_this_turn),
    activated(Cost(mana=ManaCost.parse("{2}{R}"), discard=1), Draw(1)),
]
