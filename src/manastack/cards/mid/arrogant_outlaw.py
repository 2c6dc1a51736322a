"""Arrogant Outlaw — {2}{B} Creature — Vampire Noble 3/2.

"When Arrogant Outlaw enters the battlefield, if an opponent lost life this turn, each
opponent loses 2 life and you gain 2 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), LoseLife(2, EachOpponent()), GainLife(2),
              condition=opponent_lost_life_this_turn),
]
