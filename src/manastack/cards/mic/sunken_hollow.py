"""Sunken Hollow — Land — Island Swamp.

Oracle: "({T}: Add {U} or {B}.) / Sunken Hollow enters the battlefield tapped unless you control two
or more basic lands."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = battle_land()
