"""Sunken Hollow — Land — Island Swamp.

Oracle: "({T}: Add {U} or {B}.) / Sunken Hollow enters the battlefield tapped unless you control two
or more basic lands."

The mana ability comes from its basic land types (CR 305.6); it is not a basic land itself
(CR 205.4c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped_unless(controls_basic_lands(2)),
]
