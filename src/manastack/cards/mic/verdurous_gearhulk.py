"""Verdurous Gearhulk — {3}{G}{G} Artifact Creature — Construct 4/4.

Oracle: "Trample / When Verdurous Gearhulk enters the battlefield, distribute four +1/+1
counters among any number of target creatures you control."

"Any number" includes zero: the ability may be put on the stack with no target (CR 115.6), and
then there is nothing to divide; each target chosen gets at least one counter (CR 601.2d,
MIC-OR-0236).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), PutCountersDivided(),
              targets=[target(CREATURE_YOU_CONTROL, count=4, min=0,
                              label="any number of target creatures you control")],
              divide=4),
]
