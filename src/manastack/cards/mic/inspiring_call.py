"""Inspiring Call — {2}{G} Instant.

Oracle: "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures
gain indestructible until end of turn."

The creatures are those with a counter as it resolves (CR 611.2c): they keep indestructible
for the turn without the counters (MIC-OR-0227), and later ones don't get it (MIC-OR-0228).
"""

from manastack.dsl.prelude import *  # noqa: F403

WITH_COUNTER = CREATURE_YOU_CONTROL.but(custom=WithCounter(),
                                        label="creature you control with a +1/+1 counter")

ABILITIES = [
    spell(Draw(CountOf(WITH_COUNTER)), grant(All(WITH_COUNTER), "Indestructible")),
]
