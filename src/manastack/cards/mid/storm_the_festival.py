"""Storm the Festival — {3}{G}{G}{G} Sorcery.

"Look at the top five cards of your library. You may put up to two permanent cards with mana
value 5 or less from among them onto the battlefield. Put the rest on the bottom of your
library in a random order. / Flashback {7}{G}{G}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

PERMANENT_CARD = Filter(not_types=("Instant", "Sorcery"), mv_le=5, zone=Zone.LIBRARY,
                        label="permanent card with mana value 5 or less")

ABILITIES = [
    spell(LookAtTop(5, take=2, filter=PERMANENT_CARD, to=Zone.BATTLEFIELD, rest_random=True)),
]
