"""Krosan Tusker — {5}{G}{G} Creature — Boar Beast 6/5.

Oracle: "Cycling {2}{G} / When you cycle Krosan Tusker, you may search your library for a
basic land card, reveal that card, put it into your hand, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    when_cycled(Search(Filter(types=("Land",), supertypes=("Basic",), label="basic land card")),
                optional=True),
]
