"""Search Party Captain — {3}{W} Creature — Human Soldier 2/2.

"This spell costs {1} less to cast for each creature you attacked with this turn. / When
Search Party Captain enters the battlefield, draw a card."

Creatures you attacked with count even if they have left the battlefield since.
"""

from typing import Any

from manastack.dsl.conditions import controller_of
from manastack.dsl.prelude import *  # noqa: F403


def _attacked_with_this_turn(g: Any, spell: int) -> int:
    return len(g.turn_counts.get(("attacked_with", controller_of(g, spell)), ()))


ABILITIES = [
    rule("spell_cost_reduction", "self", _attacked_with_this_turn),
    triggered(enters(), Draw(1)),
]
