"""Krosan Groundshaker — {4}{G}{G}{G} Creature — Beast 6/6.

Oracle: "{G}: Target Beast creature gains trample until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{G}", grant(Target(0), "Trample"),
              targets=[target(CREATURE.but(subtypes=("Beast",), label="Beast creature"))]),
]
