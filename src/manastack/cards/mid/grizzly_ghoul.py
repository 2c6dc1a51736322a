"""Grizzly Ghoul — {2}{B}{G} Creature — Zombie Bear 4/3.

"Trample / Grizzly Ghoul enters the battlefield with a +1/+1 counter on it for each creature
that died this turn."
"""

from typing import Any

from manastack.dsl.conditions import creatures_died_this_turn
from manastack.dsl.prelude import *  # noqa: F403


def _died(g: Any, oid: int, ev: Any) -> int:
    return creatures_died_this_turn(g)


ABILITIES = [enters_with_counters("+1/+1", _died)]
