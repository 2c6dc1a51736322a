"""Storm Skreelix — {3}{U}{R} Creature — Drake Horror 2/4.

"Flying / Instant and sorcery spells you cast cost {1} less to cast. / Whenever you cast an
instant or sorcery spell, Storm Skreelix gets +2/+0 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

INSTANT_OR_SORCERY = Filter(types=("Instant", "Sorcery"), controller="you",
                            label="instant or sorcery spell you cast")

ABILITIES = [
    rule("cost_reduction", "self", INSTANT_OR_SORCERY, 1),
    triggered(cast(INSTANT_OR_SORCERY), pump(Self(), 2, 0)),
]
