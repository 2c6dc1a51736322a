"""Geistwave — {1}{U} Instant.

"Return target nonland permanent to its owner's hand. If you controlled that permanent, draw
a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

RETURN_IT = MoveTo(Target(0), Zone.HAND)

ABILITIES = [
    # Whether you control it is checked as it resolves, before it leaves (MID-RN-245).
    spell(If(Matches(Target(0), Filter(controller="you")), (RETURN_IT, Draw(1)), (RETURN_IT,)),
          targets=[target(NONLAND_PERMANENT)]),
]
