"""Wooded Foothills — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Wooded Foothills: Search your library for a Mountain or
Forest card, put it onto the battlefield, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}, Pay 1 life, Sacrifice ~",
              Search(Filter(subtypes=("Mountain", "Forest"), label="Mountain or Forest card"),
                     to=Zone.BATTLEFIELD, reveal=False)),
]
