"""Primal Adversary — {2}{G} Creature — Wolf 4/3.

"Trample / When Primal Adversary enters the battlefield, you may pay {1}{G} any number of
times. When you pay this cost one or more times, put that many +1/+1 counters on Primal
Adversary, then up to that many target lands you control become 3/3 Wolf creatures with haste
that are still lands."

The reflexive ability's targets are chosen as it triggers (MID-RN-102); the lands keep their
other types and abilities (MID-RN-103).
"""

from manastack.dsl.prelude import *  # noqa: F403

WOLF_LAND = Modify(add_types=("Creature",), add_subtypes=("Wolf",), set_power=3,
                   set_toughness=3, add_keywords=("Haste",))

_PAID = triggered(Trigger("paid_times"), PutCounters(Self(), amount=TimesPaid()),
                  ApplyContinuous(Target(0), WOLF_LAND, duration="forever"),
                  targets=[TargetSpec(filter=LAND.but(controller="you"), count=1, min=0,
                                      count_amount=TimesPaid(),
                                      label="up to that many target lands you control")],
                  text="put that many +1/+1 counters, then lands become 3/3 Wolves")

ABILITIES = [
    triggered(enters(), PayAnyNumberOfTimes("{1}{G}", _PAID)),
]
