"""Polluted Delta — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library for an Island or
Swamp card, put it onto the battlefield, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = fetch_land("Island", "Swamp")
