"""Juniper Order Ranger — {3}{G}{W} Creature — Human Knight Ranger 2/4.

Oracle: "Whenever another creature enters the battlefield under your control, put a +1/+1
counter on that creature and a +1/+1 counter on Juniper Order Ranger."

The creature enters first, then the ability triggers; if either has left when it resolves, the
other still gets its counter (MIC-OR-0255).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(CREATURE_YOU_CONTROL.but(other=True, label="another creature you control")),
              PutCounters(Triggerer()), PutCounters(Self())),
]
