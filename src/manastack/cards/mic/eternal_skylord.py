"""Eternal Skylord — {4}{U} Creature — Zombie Wizard 3/3.

Oracle: "When Eternal Skylord enters the battlefield, amass 2. / Zombie tokens you control have
flying."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), *amass(2)),
    anthem(CREATURE_YOU_CONTROL.but(subtypes=("Zombie",), token=True,
                                    label="Zombie token you control"), 0, 0, "Flying"),
]
