"""Morkrut Behemoth — {4}{B} Creature — Zombie Giant 7/6.

"As an additional cost to cast this spell, sacrifice a creature or pay {1}{B}. / Menace"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(additional_cost=CostChoice((Cost(sacrifice=CREATURE), cost("{1}{B}")),
                                     ("Sacrifice a creature", "Pay {1}{B}"))),
]
