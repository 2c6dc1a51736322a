"""Dragon Roost — {4}{R}{R} Enchantment.

Oracle: "{5}{R}{R}: Create a 5/5 red Dragon creature token with flying."
"""

from manastack.dsl.prelude import *  # noqa: F403

DRAGON = TokenSpec(subtypes=("Dragon",), colors="R", power=5, toughness=5,
                   keywords=("Flying",))

ABILITIES = [activated("{5}{R}{R}", CreateToken(DRAGON))]
