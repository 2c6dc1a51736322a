"""Windswept Heath — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Windswept Heath: Search your library for a Forest or
Plains card, put it onto the battlefield, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}, Pay 1 life, Sacrifice ~",
              Search(Filter(subtypes=("Forest", "Plains"), label="Forest or Plains card"),
                     to=Zone.BATTLEFIELD, reveal=False)),
]
