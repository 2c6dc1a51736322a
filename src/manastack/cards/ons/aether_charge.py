"""Aether Charge — {4}{R} Enchantment.

Oracle: "Whenever a Beast enters the battlefield under your control, you may have it deal 4
damage to target opponent or planeswalker."

The Beast is the source of the damage, not Aether Charge (ONS-FAQ-196); gone from the
battlefield, it deals the damage as it last existed (CR 113.7a, 608.2h).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(CREATURE.but(subtypes=("Beast",), controller="you")),
              DealDamage(4, Target(0), source=Triggerer()),
              targets=[TargetSpec(filter=PLANESWALKER, players=OPPONENT,
                                  label="opponent or planeswalker")],
              optional=True),
]
