"""Flooded Strand — Land.

Oracle: "{T}, Pay 1 life, Sacrifice Flooded Strand: Search your library for a Plains or
Island card, put it onto the battlefield, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = fetch_land("Plains", "Island")
