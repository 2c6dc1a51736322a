"""Might of the Old Ways — {1}{G} Instant.

"Target creature gets +2/+2 until end of turn. / Coven — Then if you control three or more
creatures with different powers, draw a card."

Coven is checked after the +2/+2 applies (MID-RN-211).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(pump(Target(0), 2, 2), targets=[TARGET_CREATURE]),
    spell(If(coven, (Draw(1),))),
]
