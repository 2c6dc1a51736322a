"""Infest — {1}{B}{B} Sorcery.

Oracle: "All creatures get -2/-2 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(pump(All(CREATURE), -2, -2)),
]
