"""Catapult Master — {3}{W}{W} Creature — Human Soldier 3/3.

Oracle: "Tap five untapped Soldiers you control: Exile target creature."

No {T} in the cost: the Soldiers tapped (this one included) needn't have been under your
control since your turn began (CR 302.6).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=Filter(subtypes=("Soldier",), controller="you",
                                       label="untapped Soldier you control"), tap_count=5),
              MoveTo(Target(0), Zone.EXILE), targets=[TARGET_CREATURE]),
]
