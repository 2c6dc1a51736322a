"""Arcane Infusion — {U}{R} Instant.

"Look at the top four cards of your library. You may reveal an instant or sorcery card from
among them and put it into your hand. Put the rest on the bottom of your library in a random
order. / Flashback {3}{U}{R}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(LookAtTop(4, take=1, filter=Filter(types=("Instant", "Sorcery"), zone=Zone.LIBRARY,
                                             label="instant or sorcery card"),
                    reveal=True, rest_random=True)),
]
