"""Dwarven Blastminer — {1}{R} Creature — Dwarf 1/1.

Oracle: "{2}{R}, {T}: Destroy target nonbasic land. / Morph {R}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{2}{R}, {T}", Destroy(Target(0)),
              targets=[target(LAND.but(not_supertypes=("Basic",), label="nonbasic land"))]),
]
