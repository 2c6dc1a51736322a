"""Daru Cavalier — {3}{W} Creature — Human Soldier 2/2.

Oracle: "First strike / When Daru Cavalier enters the battlefield, you may search your library
for a card named Daru Cavalier, reveal it, put it into your hand, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Search(Filter(name="Daru Cavalier", label="card named Daru Cavalier")),
              optional=True),
]
