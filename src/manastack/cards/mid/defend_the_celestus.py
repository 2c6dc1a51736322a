"""Defend the Celestus — {2}{G}{G} Instant.

"Distribute three +1/+1 counters among one, two, or three target creatures you control."

The division is made as it is cast, at least one counter each (MID-RN-147, CR 601.2d); counters
meant for a target that became illegal are lost (MID-RN-148).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(PutCountersDivided(),
          targets=[target(CREATURE_YOU_CONTROL, count=3, min=1,
                          label="one, two, or three target creatures you control")],
          divide=3),
]
