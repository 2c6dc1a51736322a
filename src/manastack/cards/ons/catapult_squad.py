"""Catapult Squad — {1}{W} Creature — Human Soldier 2/1.

Oracle: "Tap two untapped Soldiers you control: Catapult Squad deals 2 damage to target
attacking or blocking creature."

No {T} in the cost, so the Soldiers tapped (this one included) needn't have been under your
control since your turn began (ONS FAQ, CR 302.6).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=Filter(subtypes=("Soldier",), controller="you",
                                       label="untapped Soldier you control"), tap_count=2),
              DealDamage(2, Target(0)),
              targets=[target(CREATURE.but(custom=IN_COMBAT),
                              label="attacking or blocking creature")]),
]
