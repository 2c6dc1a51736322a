"""Snarling Wolf — {G} Creature — Wolf 1/1.

"{1}{G}: Snarling Wolf gets +2/+2 until end of turn. Activate only once each turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [activated("{1}{G}", pump(Self(), 2, 2), once_per_turn=True)]
