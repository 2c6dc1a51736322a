"""Riders of Gavony — {2}{W}{W} Creature — Human Knight 3/3.

Oracle: "Vigilance / As Riders of Gavony enters the battlefield, choose a creature type. /
Human creatures you control have protection from creatures of the chosen type."

The type is one of the creature types (CR 205.3m), never a card type (ruling MIC-OR-0136).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseCreatureType()),
    protection_from_creatures_of_chosen_type(
        CREATURE_YOU_CONTROL.but(subtypes=("Human",), label="Human creature you control")),
]
