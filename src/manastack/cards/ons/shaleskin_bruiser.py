"""Shaleskin Bruiser — {6}{R} Creature — Beast 4/4.

Oracle: "Trample / Whenever Shaleskin Bruiser attacks, it gets +3/+0 until end of turn for
each other attacking Beast."

The attacking Beasts are counted as the ability resolves (CR 608.2h).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(attacks(),
              pump(Self(), Times(CountOf(Filter(subtypes=("Beast",), attacking=True, other=True,
                                                label="other attacking Beast")), 3), 0)),
]
