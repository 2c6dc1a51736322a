"""Weird Harvest — {X}{G}{G} Sorcery.

Oracle: "Each player may search their library for up to X creature cards, reveal those cards,
put them into their hand, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ForEachPlayer((Search(Filter(types=("Creature",), label="creature card"),
                                amount=X()),),
                        who=EachPlayer())),
]
