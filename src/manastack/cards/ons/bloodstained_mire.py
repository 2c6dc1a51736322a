"""Bloodstained Mire — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Bloodstained Mire: Search your library for a Swamp or
Mountain card, put it onto the battlefield, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}, Pay 1 life, Sacrifice ~",
              Search(Filter(subtypes=("Swamp", "Mountain"), label="Swamp or Mountain card"),
                     to=Zone.BATTLEFIELD, reveal=False)),
]
