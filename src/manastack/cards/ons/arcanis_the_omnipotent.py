"""Arcanis the Omnipotent — {3}{U}{U}{U} Legendary Creature — Wizard 3/4.

Oracle: "{T}: Draw three cards. / {2}{U}{U}: Return Arcanis the Omnipotent to its owner's
hand."

Both abilities are activated from the battlefield only (CR 602.1, 113.6).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}", Draw(3)),
    activated("{2}{U}{U}", MoveTo(Self(), Zone.HAND)),
]
