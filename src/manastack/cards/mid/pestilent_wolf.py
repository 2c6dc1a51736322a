"""Pestilent Wolf — {1}{G} Creature — Wolf 2/2.

"{2}{G}: Pestilent Wolf gains deathtouch until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [activated("{2}{G}", grant(Self(), "Deathtouch"))]
