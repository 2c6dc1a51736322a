"""Neonate's Rush — {2}{R} Instant.

"This spell costs {1} less to cast if you control a Vampire. / Neonate's Rush deals 1 damage
to target creature and 1 damage to its controller. Draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("spell_cost_reduction", "self", 1,
         condition=you_control(Filter(subtypes=("Vampire",), label="Vampire"))),
    spell(DealDamage(1, Target(0), also=((1, ControllerOf(Target(0))),)), Draw(1),
          targets=[TARGET_CREATURE]),
]
