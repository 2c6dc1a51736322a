"""Weird Harvest — {X}{G}{G} Sorcery.

Oracle: "Each player may search their library for up to X creature cards, reveal those cards,
put them into their hand, then shuffle."

The players search at once (CR 701.23i, 101.4): each chooses in APNAP order without seeing
the others' cards, then all the cards are revealed and put into the hands, then each shuffles.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Search(Filter(types=("Creature",), label="creature card"), amount=X(),
                 who=EachPlayer())),
]
