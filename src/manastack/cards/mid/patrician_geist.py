"""Patrician Geist — {2}{U} Creature — Spirit Knight 2/2.

"Flying / Other Spirits you control get +1/+1. / Spells you cast from your graveyard cost {1}
less to cast."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    anthem(Filter(types=("Creature",), subtypes=("Spirit",), controller="you", other=True,
                  label="other Spirit you control"), 1, 1),
    rule("cost_reduction", "self", Filter(controller="you", custom=SPELL_CAST_FROM_GRAVEYARD,
                                          label="spell you cast from your graveyard"), 1),
]
