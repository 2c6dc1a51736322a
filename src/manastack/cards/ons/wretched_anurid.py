"""Wretched Anurid — {1}{B} Creature — Zombie Frog Beast 3/3.

Oracle: "Whenever another creature enters the battlefield, you lose 1 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [triggered(enters(CREATURE.but(other=True, controller=None)), LoseLife(1))]
