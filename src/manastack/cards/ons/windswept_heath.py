"""Windswept Heath — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Windswept Heath: Search your library for a Forest or
Plains card, put it onto the battlefield, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = fetch_land("Forest", "Plains")
