"""Search Party Captain — {3}{W} Creature — Human Soldier 2/2.

"This spell costs {1} less to cast for each creature you attacked with this turn. / When
Search Party Captain enters the battlefield, draw a card."

Creatures you attacked with count even if they have left the battlefield since.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("spell_cost_reduction", "self", CreaturesAttackedWithThisTurn()),
    triggered(enters(), Draw(1)),
]
