"""Moonrager's Slash — {2}{R} Instant.

"This spell costs {2} less to cast if it's night. / Moonrager's Slash deals 3 damage to any
target."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("spell_cost_reduction", "self", 2, condition=IS_NIGHT),
    spell(DealDamage(3, Target(0)), targets=[ANY_TARGET]),
]
