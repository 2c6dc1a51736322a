"""Unruly Mob — {1}{W} Creature — Human 1/1.

"Whenever another creature you control dies, put a +1/+1 counter on Unruly Mob."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(CREATURE_YOU_CONTROL.but(other=True)), PutCounters(Self())),
]
