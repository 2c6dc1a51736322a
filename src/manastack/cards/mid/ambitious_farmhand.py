"""Ambitious Farmhand // Seasoned Cathar — {1}{W} Creature — Human Peasant 1/1 // Creature —
Human Knight 3/3 (white).

Oracle: Front: "When Ambitious Farmhand enters the battlefield, you may search your library for
a basic Plains card, reveal it, put it into your hand, then shuffle. / Coven — {1}{W}{W}:
Transform Ambitious Farmhand. Activate only if you control three or more creatures with
different powers."
Back: "Lifelink"
"""

from manastack.dsl.prelude import *  # noqa: F403

BASIC_PLAINS = Filter(subtypes=("Plains",), supertypes=("Basic",), label="basic Plains card")

FACES = [
    [triggered(enters(), Search(BASIC_PLAINS), optional=True),
     activated("{1}{W}{W}", Transform(), condition=coven)],
    [],
]
