"""Rogue's Passage — Land.

Oracle: "{T}: Add {C}. / {4}, {T}: Target creature can't be blocked this turn."

A creature already blocked stays blocked (CR 509.1h, 506.4): the effect only matters as
blockers are declared.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "C"),
    activated("{4}, {T}", cant_be_blocked(Target(0)), targets=[TARGET_CREATURE]),
]
