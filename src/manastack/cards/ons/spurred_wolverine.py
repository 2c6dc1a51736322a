"""Spurred Wolverine — {4}{R} Creature — Wolverine Beast 3/2.

Oracle: "Tap two untapped Beasts you control: Target creature gains first strike until end of
turn."

No {T} in the cost: Beasts that came under your control this turn may be tapped (CR 302.6).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=Filter(subtypes=("Beast",), controller="you",
                                       label="untapped Beast you control"), tap_count=2),
              grant(Target(0), "First strike"), targets=[TARGET_CREATURE]),
]
