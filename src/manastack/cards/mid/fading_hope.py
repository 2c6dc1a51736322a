"""Fading Hope — {U} Instant.

"Return target creature to its owner's hand. If its mana value was 3 or less, scry 1."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(If(at_most(ManaValueOf(Target(0)), 3), (MoveTo(Target(0), Zone.HAND), Scry(1)), (MoveTo(Target(0), Zone.HAND),)),
          targets=[TARGET_CREATURE]),
]
