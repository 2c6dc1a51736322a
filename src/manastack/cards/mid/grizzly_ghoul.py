"""Grizzly Ghoul — {2}{B}{G} Creature — Zombie Bear 4/3.

"Trample / Grizzly Ghoul enters the battlefield with a +1/+1 counter on it for each creature
that died this turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [enters_with_counters("+1/+1", creatures_died_this_turn)]
