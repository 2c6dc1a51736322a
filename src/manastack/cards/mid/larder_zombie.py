"""Larder Zombie — {U} Creature — Zombie 1/3.

"Defender / Tap three untapped creatures you control: Look at the top card of your library.
You may put it into your graveyard."

The cost has no tap symbol: creatures that came under your control this turn, Larder Zombie
included, may be tapped for it (CR 302.6).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=CREATURE, tap_count=3),
              LookAtTop(1, take=1, to=Zone.GRAVEYARD, rest_position="top")),
]
