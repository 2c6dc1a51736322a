"""Mobilization — {2}{W} Enchantment.

Oracle: "Soldier creatures have vigilance. / {2}{W}: Create a 1/1 white Soldier creature token."
"""

from manastack.dsl.prelude import *  # noqa: F403

SOLDIER = TokenSpec(subtypes=("Soldier",), colors="W", power=1, toughness=1)

ABILITIES = [
    static(Modify(add_keywords=("Vigilance",)),
           affects=CREATURE.but(subtypes=("Soldier",), label="Soldier creature")),
    activated("{2}{W}", CreateToken(SOLDIER)),
]
