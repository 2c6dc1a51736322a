"""Mikaeus, the Lunarch — {X}{W} Legendary Creature — Human Cleric 0/0.

Oracle: "Mikaeus, the Lunarch enters the battlefield with X +1/+1 counters on it. / {T}: Put a
+1/+1 counter on Mikaeus. / {T}, Remove a +1/+1 counter from Mikaeus: Put a +1/+1 counter on
each other creature you control."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_with_counters("+1/+1", X()),
    activated("{T}", PutCounters(Self())),
    activated(Cost(tap=True, remove_counters=("+1/+1", 1)),
              PutCounters(All(CREATURE_YOU_CONTROL.but(other=True,
                                                       label="other creature you control")))),
]
