"""Nantuko Husk — {2}{B} Creature — Zombie Insect 2/2.

Oracle: "Sacrifice a creature: Nantuko Husk gets +2/+2 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(sacrifice=CREATURE), pump(Self(), 2, 2)),
]
