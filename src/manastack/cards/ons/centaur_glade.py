"""Centaur Glade — {3}{G}{G} Enchantment.

Oracle: "{2}{G}{G}: Create a 3/3 green Centaur creature token."
"""

from manastack.dsl.prelude import *  # noqa: F403

CENTAUR = TokenSpec(subtypes=("Centaur",), colors="G", power=3, toughness=3)

ABILITIES = [activated("{2}{G}{G}", CreateToken(CENTAUR))]
