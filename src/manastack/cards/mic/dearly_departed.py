"""Dearly Departed — {4}{W}{W} Creature — Spirit 5/5.

Oracle: "Flying / As long as Dearly Departed is in your graveyard, each Human creature you
control enters the battlefield with an additional +1/+1 counter on it."

A replacement effect that functions from the graveyard (CR 113.6, 614.1c); each Dearly Departed
adds its own counter (MIC-OR-0114), and whether the creature is a Human is seen as it would
exist on the battlefield (CR 614.12, MIC-OR-0115).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_with_additional_counters(
        CREATURE_YOU_CONTROL.but(subtypes=("Human",), label="Human creature you control"),
        zone=Zone.GRAVEYARD),
]
