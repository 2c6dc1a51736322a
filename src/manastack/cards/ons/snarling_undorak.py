"""Snarling Undorak — {2}{G}{G} Creature — Beast 3/3.

Oracle: "{2}{G}: Target Beast creature gets +1/+1 until end of turn. / Morph {1}{G}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{2}{G}", pump(Target(0), 1, 1),
              targets=[target(CREATURE.but(subtypes=("Beast",), label="Beast creature"))]),
]
