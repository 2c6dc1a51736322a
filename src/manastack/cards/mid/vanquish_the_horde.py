"""Vanquish the Horde — {6}{W}{W} Sorcery.

"This spell costs {1} less to cast for each creature on the battlefield. / Destroy all
creatures."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("spell_cost_reduction", "self", CountOf(CREATURE)),
    spell(Destroy(All(CREATURE))),
]
