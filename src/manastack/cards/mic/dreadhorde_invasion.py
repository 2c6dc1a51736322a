"""Dreadhorde Invasion — {1}{B} Enchantment.

Oracle: "At the beginning of your upkeep, you lose 1 life and amass 1. / Whenever a Zombie token
you control with power 6 or greater attacks, it gains lifelink until end of turn."

The power is looked at only as the token attacks (MIC-OR-0185, 0186).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP, "you"), LoseLife(1), *amass(1)),
    triggered(attacks(CREATURE_YOU_CONTROL.but(subtypes=("Zombie",), token=True, power_ge=6,
                                               label="Zombie token you control with power 6 "
                                                     "or greater")),
              grant(Triggerer(), "Lifelink")),
]
