"""Charging Slateback — {4}{R} Creature — Beast 4/3.

Oracle: "Charging Slateback can't block. / Morph {4}{R}"

Face down it has no abilities and may block; turning it face up later doesn't remove it from
combat, since blocking restrictions are checked only as blockers are declared (CR 509.1b, ONS
FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [rule("cant_block")]
