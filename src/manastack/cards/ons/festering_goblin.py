"""Festering Goblin — {B} Creature — Zombie Goblin 1/1.

Oracle: "When Festering Goblin dies, target creature gets -1/-1 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(), pump(Target(0), -1, -1), targets=[TARGET_CREATURE]),
]
