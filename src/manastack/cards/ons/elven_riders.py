"""Elven Riders — {3}{G}{G} Creature — Elf 3/3.

Oracle: "Elven Riders can't be blocked except by Walls and/or creatures with flying."

Reach doesn't let a creature block it (the 2007 Gatherer ruling: ONS-FAQ-079's creatures
"able to block as though they had flying" now have reach). Effects that affect creatures
with flying don't affect it (ONS-FAQ-081): it doesn't have flying.
"""

from manastack.dsl.prelude import *  # noqa: F403

_WALL_OR_FLYER = Filter(custom=MatchesAny((Filter(subtypes=("Wall",)),
                                          Filter(keywords=("Flying",)))),
                         label="Wall or creature with flying")


ABILITIES = [rule("cant_be_blocked_except_by", "self", _WALL_OR_FLYER)]
