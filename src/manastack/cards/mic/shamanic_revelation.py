"""Shamanic Revelation — {3}{G}{G} Sorcery.

Oracle: "Draw a card for each creature you control. / Ferocious — You gain 4 life for each
creature you control with power 4 or greater."

Both happen during the resolution, nothing in between (CR 608.2, MIC-OR-0232): abilities
triggered by the draws wait until the life is gained (CR 603.3).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Draw(CountOf(CREATURE_YOU_CONTROL))),
    spell(GainLife(Times(CountOf(CREATURE_YOU_CONTROL.but(power_ge=4)), 4))),
]
