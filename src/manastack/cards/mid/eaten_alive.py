"""Eaten Alive — {B} Sorcery.

"As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}. / Exile target
creature or planeswalker."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(additional_cost=CostChoice((Cost(sacrifice=CREATURE), cost("{3}{B}")),
                                     ("Sacrifice a creature", "Pay {3}{B}"))),
    spell(MoveTo(Target(0), Zone.EXILE), targets=[target(CREATURE_OR_PLANESWALKER)]),
]
