"""Canopy Vista — Land — Forest Plains.

Oracle: "({T}: Add {G} or {W}.) / Canopy Vista enters the battlefield tapped unless you control two
or more basic lands."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = battle_land()
