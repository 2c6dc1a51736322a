"""Open the Graves — {3}{B}{B} Enchantment.

Oracle: "Whenever a nontoken creature you control dies, create a 2/2 black Zombie creature
token."

A leaves-the-battlefield trigger looks back in time (CR 603.10a): a creature dying at the same
time as Open the Graves leaves still triggers it.
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)

ABILITIES = [
    triggered(dies(CREATURE_YOU_CONTROL.but(token=False,
                                            label="nontoken creature you control")),
              CreateToken(ZOMBIE)),
]
