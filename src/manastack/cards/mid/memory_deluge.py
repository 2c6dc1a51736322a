"""Memory Deluge — {2}{U}{U} Instant.

"Look at the top X cards of your library, where X is the amount of mana spent to cast this
spell. Put two of them into your hand and the rest on the bottom of your library in a random
order. / Flashback {5}{U}{U}"

X is the mana actually paid, flashback and cost changes included (MID-RN-089); a copy or a
spell cast without paying its mana cost has X = 0 (MID-RN-090, MID-RN-091).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(LookAtTop(ManaSpent(), take=2, take_optional=False, rest_random=True)),
]
