"""Flooded Strand — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Flooded Strand: Search your library for a Plains or
Island card, put it onto the battlefield, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}, Pay 1 life, Sacrifice ~",
              Search(Filter(subtypes=("Plains", "Island"), label="Plains or Island card"),
                     to=Zone.BATTLEFIELD, reveal=False)),
]
