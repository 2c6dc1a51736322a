"""Nameless One — {3}{U} Creature — Wizard Avatar */*.

Oracle: "Nameless One's power and toughness are each equal to the number of Wizards on the
battlefield. / Morph {2}{U}"

A characteristic-defining ability (CR 604.3) applied in layer 7a, after type-changing effects
(layer 4), so it counts every permanent that is a Wizard now, itself included; face-down
creatures have no creature types (CR 708.2a). Face down, it is a 2/2 without the ability.
"""

from manastack.dsl.prelude import *  # noqa: F403

WIZARDS = Filter(subtypes=("Wizard",), label="Wizard on the battlefield")

ABILITIES = [
    static(Modify(set_power=CountOf(WIZARDS), set_toughness=CountOf(WIZARDS)), cda=True),
]
