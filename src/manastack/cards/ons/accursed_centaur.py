"""Accursed Centaur — {B} Creature — Zombie Centaur 2/2.

Oracle: "When Accursed Centaur enters the battlefield, sacrifice a creature."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Sacrifice(You(), CREATURE)),
]
