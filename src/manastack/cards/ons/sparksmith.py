"""Sparksmith — {1}{R} Creature — Goblin 1/1.

Oracle: "{T}: Sparksmith deals X damage to target creature and X damage to you, where X is the
number of Goblins on the battlefield."
"""

from manastack.dsl.prelude import *  # noqa: F403

GOBLINS = CountOf(Filter(subtypes=("Goblin",), label="Goblin"))

ABILITIES = [
    activated("{T}", DealDamage(GOBLINS, Target(0), also=((GOBLINS, You()),)),
              targets=[TARGET_CREATURE]),
]
