"""Brimstone Vandal — {2}{R} Creature — Devil 2/3.

"Menace / If it's neither day nor night, it becomes day as Brimstone Vandal enters the
battlefield. / Whenever day becomes night or night becomes day, Brimstone Vandal deals 1
damage to each opponent."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    day_as_enters(),
    triggered(day_night_changes(), DealDamage(1, EachOpponent())),
]
