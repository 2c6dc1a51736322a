"""Sigarda, Champion of Light — {1}{G}{W}{W} Legendary Creature — Angel 4/4.

"Flying, trample / Humans you control get +1/+1. / Coven — Whenever Sigarda attacks, if you
control three or more creatures with different powers, look at the top five cards of your
library. You may reveal a Human creature card from among them and put it into your hand. Put
the rest on the bottom of your library in a random order."

Coven is an intervening "if" (CR 603.4): checked as it triggers and again as it resolves.
"""

from manastack.dsl.prelude import *  # noqa: F403

HUMANS_YOU_CONTROL = Filter(subtypes=("Human",), controller="you", label="Human you control")
HUMAN_CREATURE_CARD = Filter(all_types=("Creature",), subtypes=("Human",), zone=Zone.LIBRARY,
                             label="Human creature card")

ABILITIES = [
    anthem(HUMANS_YOU_CONTROL, 1, 1),
    triggered(attacks(), LookAtTop(5, take=1, filter=HUMAN_CREATURE_CARD, reveal=True,
                                   rest_random=True),
              condition=coven),
]
