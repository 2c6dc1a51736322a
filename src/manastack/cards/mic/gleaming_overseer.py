"""Gleaming Overseer — {1}{U}{B} Creature — Zombie Wizard 1/4.

Oracle: "When Gleaming Overseer enters the battlefield, amass 1. / Zombie tokens you control
have hexproof and menace."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), *amass(1)),
    anthem(CREATURE_YOU_CONTROL.but(subtypes=("Zombie",), token=True,
                                    label="Zombie token you control"), 0, 0, "Hexproof",
           "Menace"),
]
