"""Bloodtithe Collector — {4}{B} Creature — Vampire Noble 3/4.

"Flying / When Bloodtithe Collector enters the battlefield, if an opponent lost life this
turn, each opponent discards a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Discard(1, EachOpponent()), condition=opponent_lost_life_this_turn),
]
