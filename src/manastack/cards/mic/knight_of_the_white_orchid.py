"""Knight of the White Orchid — {W}{W} Creature — Human Knight 2/2.

Oracle: "First strike / When Knight of the White Orchid enters the battlefield, if an opponent
controls more lands than you, you may search your library for a Plains card, put it onto the
battlefield, then shuffle."

An intervening "if" (CR 603.4, MIC-OR-0125); any Plains card, basic or not (MIC-OR-0126).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(),
              Search(Filter(subtypes=("Plains",), label="Plains card"), to=Zone.BATTLEFIELD),
              condition=AnOpponentControlsMore(LAND), optional=True),
]
