"""Victory's Envoy — {3}{W}{W} Creature — Human Cleric 3/3.

Oracle: "At the beginning of your upkeep, put a +1/+1 counter on each other creature you
control."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP, "you"),
              PutCounters(All(CREATURE_YOU_CONTROL.but(other=True,
                                                       label="other creature you control")))),
]
