"""Vivisection — {3}{U} Sorcery.

"As an additional cost to cast this spell, sacrifice a creature. / Draw three cards."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(additional_cost=Cost(sacrifice=CREATURE)),
    spell(Draw(3)),
]
