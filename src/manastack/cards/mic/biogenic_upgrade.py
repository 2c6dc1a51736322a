"""Biogenic Upgrade — {4}{G}{G} Sorcery.

Oracle: "Distribute three +1/+1 counters among one, two, or three target creatures, then double
the number of +1/+1 counters on each of those creatures."

The division is made as it is cast, at least one counter to each target (CR 601.2d,
MIC-OR-0212); an illegal target's share is lost (MIC-OR-0213); doubling puts counters
(CR 701.10e, MIC-OR-0214).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(PutCountersDivided(), DoubleCounters(Target(0)),
          targets=[target(CREATURE, count=3, min=1, label="one, two, or three target creatures")],
          divide=3),
]
