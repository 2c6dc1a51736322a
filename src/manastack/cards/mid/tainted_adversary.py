"""Tainted Adversary — {1}{B} Creature — Zombie 2/3.

"Deathtouch / When Tainted Adversary enters the battlefield, you may pay {2}{B} any number of
times. When you pay this cost one or more times, put that many +1/+1 counters on Tainted
Adversary, then create twice that many 2/2 black Zombie creature tokens with decayed."

Paying makes a second, reflexive ability trigger; players may respond to it (MID-RN-100).
"""

from manastack.dsl.prelude import *  # noqa: F403

_PAID = triggered(Trigger("paid_times"), PutCounters(Self(), amount=TimesPaid()),
                  CreateToken("Zombie", Times(TimesPaid(), 2)),
                  text="put that many +1/+1 counters, then create twice that many Zombies")

ABILITIES = [
    triggered(enters(), PayAnyNumberOfTimes("{2}{B}", _PAID)),
]
