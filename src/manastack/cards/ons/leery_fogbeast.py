"""Leery Fogbeast — {2}{G} Creature — Beast 4/2.

Oracle: "Whenever Leery Fogbeast becomes blocked, prevent all combat damage that would be
dealt this turn."

A prevention effect (CR 615) on all combat damage, to anything, until the turn ends.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(becomes_blocked(), PreventAllDamage(combat_only=True)),
]
