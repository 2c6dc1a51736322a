"""Slaughter Specialist — {1}{B} Creature — Vampire Warrior 3/3.

"When Slaughter Specialist enters the battlefield, each opponent creates a 1/1 white Human
creature token. / Whenever a creature an opponent controls dies, put a +1/+1 counter on
Slaughter Specialist."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), CreateToken("Human", who=EachOpponent())),
    triggered(dies(CREATURE_OPP_CONTROLS), PutCounters(Self())),
]
