"""Spectral Adversary — {1}{U} Creature — Spirit 2/1.

"Flash / Flying / When Spectral Adversary enters the battlefield, you may pay {1}{U} any number
of times. When you pay this cost one or more times, put that many +1/+1 counters on Spectral
Adversary, then up to that many other target artifacts, creatures, and/or enchantments phase
out."

The reflexive ability's targets are chosen as it triggers (MID-RN-231); phasing is CR 702.26
(MID-RN-232 to MID-RN-239).
"""

from manastack.dsl.prelude import *  # noqa: F403

_PAID = triggered(Trigger("paid_times"), PutCounters(Self(), amount=TimesPaid()),
                  PhaseOut(Target(0)),
                  targets=[TargetSpec(filter=Filter(types=("Artifact", "Creature",
                                                           "Enchantment"), other=True),
                                      count=1, min=0, count_amount=TimesPaid(),
                                      label="up to that many other target artifacts, creatures, "
                                            "and/or enchantments")],
                  text="put that many +1/+1 counters, then phase out up to that many")

ABILITIES = [
    triggered(enters(), PayAnyNumberOfTimes("{1}{U}", _PAID)),
]
