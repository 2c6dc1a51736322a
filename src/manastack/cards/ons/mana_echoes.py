"""Mana Echoes — {2}{R}{R} Enchantment.

Oracle: "Whenever a creature enters the battlefield, you may add an amount of {C} equal to
the number of creatures you control that share a creature type with it."

All of that mana or none (ONS-FAQ-182); the entering creature counts if you control it. A
creature with no creature types shares a type with nothing (ONS-FAQ-183).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(CREATURE),
              AddMana("C", times=NumberOf(SharingACreatureType(CREATURE_YOU_CONTROL,
                                                               Triggerer()))),
              optional=True),
]
