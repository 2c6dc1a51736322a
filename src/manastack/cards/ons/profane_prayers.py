"""Profane Prayers — {2}{B}{B} Sorcery.

Oracle: "Profane Prayers deals X damage to any target and you gain X life, where X is the
number of Clerics on the battlefield."
"""

from manastack.dsl.prelude import *  # noqa: F403

# X is counted as the spell resolves, once for each part.
CLERICS = CountOf(Filter(subtypes=("Cleric",), label="Cleric"))

ABILITIES = [
    spell(DealDamage(CLERICS, Target(0)), GainLife(CLERICS), targets=[ANY_TARGET]),
]
