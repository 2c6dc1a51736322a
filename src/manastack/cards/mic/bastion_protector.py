"""Bastion Protector — {2}{W} Creature — Human Soldier 3/3.

Oracle: "Commander creatures you control get +2/+2 and have indestructible."

A commander creature is a permanent that is both someone's commander and a creature
(MIC-OR-0108), whoever owns it (MIC-OR-0109); a commander that isn't a creature now gets
nothing (MIC-OR-0110).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    anthem(CREATURE_YOU_CONTROL.but(custom=IS_COMMANDER,
                                    label="commander creatures you control"),
           2, 2, "Indestructible"),
]
