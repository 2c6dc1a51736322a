"""Verdurous Gearhulk — {3}{G}{G} Artifact Creature — Construct 4/4.

Oracle: "Trample / When Verdurous Gearhulk enters the battlefield, distribute four +1/+1
counters among any number of target creatures you control."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), PutCountersDivided(),
              targets=[target(CREATURE_YOU_CONTROL, count=4, min=1,
                              label="any number of target creatures you control")],
              divide=4),
]
