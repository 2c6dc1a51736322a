"""Intrepid Adversary — {1}{W} Creature — Human Scout 3/1.

"Lifelink / When Intrepid Adversary enters the battlefield, you may pay {1}{W} any number of
times. When you pay this cost one or more times, put that many valor counters on Intrepid
Adversary. / Creatures you control get +1/+1 for each valor counter on Intrepid Adversary."

Paying makes a second, reflexive ability trigger; players may respond to it (MID-RN-105).
"""

from manastack.dsl.prelude import *  # noqa: F403

_PAID = triggered(Trigger("paid_times"), PutCounters(Self(), "valor", TimesPaid()),
                  text="put that many valor counters on Intrepid Adversary")
_VALOR = CountersOn(Self(), "valor")

ABILITIES = [
    triggered(enters(), PayAnyNumberOfTimes("{1}{W}", _PAID)),
    static(Modify(power=_VALOR, toughness=_VALOR), CREATURE_YOU_CONTROL),
]
