"""Gavony Silversmith — {3}{W} Creature — Human Soldier 2/3.

"When Gavony Silversmith enters the battlefield, put a +1/+1 counter on each of up to two
target creatures."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), PutCounters(Target(0)),
              targets=[target(CREATURE, count=2, min=0, label="up to two target creatures")]),
]
