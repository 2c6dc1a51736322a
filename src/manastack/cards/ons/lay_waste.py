"""Lay Waste — {3}{R} Sorcery.

Oracle: "Destroy target land. / Cycling {2}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(Target(0)), targets=[target(LAND)]),
]
