"""Slice and Dice — {4}{R}{R} Sorcery.

Oracle: "Slice and Dice deals 4 damage to each creature. / Cycling {2}{R} / When you cycle
Slice and Dice, you may have it deal 1 damage to each creature."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(DealDamage(4, All(CREATURE))),
    when_cycled(DealDamage(1, All(CREATURE)), optional=True),
]
