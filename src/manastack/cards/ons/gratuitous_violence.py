"""Gratuitous Violence — {2}{R}{R}{R} Enchantment.

Oracle: "If a creature you control would deal damage to a permanent or player, it deals double
that damage to that permanent or player instead."

A replacement effect (CR 614.1a); two of them double the damage twice (CR 616.1).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    double_damage(CREATURE_YOU_CONTROL, text="creatures you control deal double damage"),
]
