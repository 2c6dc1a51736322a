"""Fateful Absence — {1}{W} Instant.

"Destroy target creature or planeswalker. Its controller investigates."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(Target(0)), Investigate(who=ControllerOf(Target(0))),
          targets=[target(CREATURE_OR_PLANESWALKER)]),
]
