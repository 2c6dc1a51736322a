"""Evolving Wilds — Land.

"{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto the
battlefield tapped, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}, Sacrifice Evolving Wilds",
              Search(Filter(types=("Land",), supertypes=("Basic",), label="basic land card"),
                     to=Zone.BATTLEFIELD, tapped=True, reveal=False)),
]
