"""Wirewood Savage — {2}{G} Creature — Elf 2/2.

Oracle: "Whenever a Beast enters the battlefield, you may draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(Filter(subtypes=("Beast",), label="Beast")), Draw(1), optional=True),
]
