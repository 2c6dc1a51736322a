"""Falcon Abomination — {2}{U} Creature — Zombie Bird 2/2.

"Flying / When Falcon Abomination enters the battlefield, create a 2/2 black Zombie creature
token with decayed."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [triggered(enters(), CreateToken("Zombie"))]
