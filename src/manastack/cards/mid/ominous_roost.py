"""Ominous Roost — {2}{U} Enchantment.

"When Ominous Roost enters the battlefield or whenever you cast a spell from your graveyard,
create a 1/1 blue Bird creature token with flying and "This creature can block only creatures
with flying.""
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    lines(triggered(enters(), CreateToken("Bird")),
          triggered(cast_from_your_graveyard(), CreateToken("Bird"))),
]
