"""Angelfire Ignition — {1}{R}{W} Sorcery.

Oracle: "Put two +1/+1 counters on target creature. It gains vigilance, trample, lifelink,
indestructible, and haste until end of turn. / Flashback {2}{R}{W}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(PutCounters(Target(0), "+1/+1", 2),
          grant(Target(0), "Vigilance", "Trample", "Lifelink", "Indestructible", "Haste"),
          targets=[TARGET_CREATURE]),
]
