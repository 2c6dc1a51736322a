"""Avarax — {3}{R}{R} Creature — Beast 3/3.

Oracle: "Haste / When Avarax enters the battlefield, you may search your library for a card
named Avarax, reveal it, put it into your hand, then shuffle. / {1}{R}: Avarax gets +1/+0
until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Search(Filter(name="Avarax", label="card named Avarax")),
              optional=True),
    activated("{1}{R}", pump(Self(), 1, 0)),
]
