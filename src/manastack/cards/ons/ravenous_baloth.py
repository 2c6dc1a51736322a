"""Ravenous Baloth — {2}{G}{G} Creature — Beast 4/4.

Oracle: "Sacrifice a Beast: You gain 4 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(sacrifice=Filter(subtypes=("Beast",), label="Beast")), GainLife(4)),
]
