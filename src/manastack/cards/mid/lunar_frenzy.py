"""Lunar Frenzy — {X}{R} Instant.

"Target creature you control gets +X/+0 and gains first strike and trample until end of
turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(pump(Target(0), X(), 0), grant(Target(0), "First strike", "Trample"),
          targets=[target(CREATURE_YOU_CONTROL)], x=True),
]
