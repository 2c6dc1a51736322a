"""Herald of War — {3}{W}{W} Creature — Angel 3/3.

Oracle: "Flying / Whenever Herald of War attacks, put a +1/+1 counter on it. / Angel spells and
Human spells you cast cost {1} less to cast for each +1/+1 counter on Herald of War."

Every +1/+1 counter counts (MIC-OR-0119); a spell both an Angel and a Human is reduced once per
counter (MIC-OR-0121); reductions come after increases, on the generic part (CR 601.2f).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(attacks(), PutCounters(Self())),
    rule("cost_reduction", "self",
         Filter(subtypes=("Angel", "Human"), controller="you",
                label="Angel spell or Human spell you cast"),
         CountersOn(Self())),
]
