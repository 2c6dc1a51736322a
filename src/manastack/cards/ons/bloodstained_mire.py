"""Bloodstained Mire — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Bloodstained Mire: Search your library for a Swamp or
Mountain card, put it onto the battlefield, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = fetch_land("Swamp", "Mountain")
