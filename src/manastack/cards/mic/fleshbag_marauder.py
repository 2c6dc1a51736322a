"""Fleshbag Marauder — {2}{B} Creature — Zombie Warrior 3/1.

Oracle: "When Fleshbag Marauder enters the battlefield, each player sacrifices a creature."

Each player in turn order (the active player first) chooses a creature, then all are
sacrificed at once (CR 101.4).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Sacrifice(EachPlayer(), CREATURE)),
]
