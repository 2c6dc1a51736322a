"""Wooded Foothills — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Wooded Foothills: Search your library for a Mountain or
Forest card, put it onto the battlefield, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = fetch_land("Mountain", "Forest")
