"""Siege Zombie — {1}{B} Creature — Zombie 2/2.

"Tap three untapped creatures you control: Each opponent loses 1 life."

No tap symbol: summoning-sick creatures (Siege Zombie itself too) may be tapped for the cost
(MID-RN-216, CR 302.6).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=CREATURE, tap_count=3), LoseLife(1, EachOpponent())),
]
