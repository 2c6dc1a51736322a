"""Sunrise Cavalier — {1}{R}{W} Creature — Human Knight 3/3.

"Trample, haste / If it's neither day nor night, it becomes day as Sunrise Cavalier enters
the battlefield. / Whenever day becomes night or night becomes day, put a +1/+1 counter on
target creature you control."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    day_as_enters(),
    triggered(day_night_changes(), PutCounters(Target(0)), targets=[target(CREATURE_YOU_CONTROL)]),
]
