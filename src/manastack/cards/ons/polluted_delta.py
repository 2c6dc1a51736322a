"""Polluted Delta — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library for an Island or
Swamp card, put it onto the battlefield, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}, Pay 1 life, Sacrifice ~",
              Search(Filter(subtypes=("Island", "Swamp"), label="Island or Swamp card"),
                     to=Zone.BATTLEFIELD, reveal=False)),
]
