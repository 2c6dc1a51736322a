"""Odric's Outrider — {3}{W} Creature — Human Knight 2/4.

"Whenever Odric's Outrider or another creature you control dies, put a +1/+1 counter on
target creature you control."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(CREATURE_YOU_CONTROL), PutCounters(Target(0)),
              targets=[target(CREATURE_YOU_CONTROL)]),
]
