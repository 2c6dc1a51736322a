"""Mounted Dreadknight — {4}{R} Creature — Vampire Knight 5/4.

"Trample / Mounted Dreadknight enters the battlefield with a +1/+1 counter on it if an
opponent lost life this turn."

A replacement effect checked as it enters (CR 614.1c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_with_counters("+1/+1", 1, condition=opponent_lost_life_this_turn,
                         text="enters with a +1/+1 counter if an opponent lost life this turn"),
]
