"""Rummaging Wizard — {3}{U} Creature — Human Wizard 2/2.

Oracle: "{2}{U}: Look at the top card of your library. You may put that card into your
graveyard."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{2}{U}", LookAtTop(1, take=1, to=Zone.GRAVEYARD, rest_position="top")),
]
