"""Ruinous Intrusion — {3}{G} Instant.

Oracle: "Exile target artifact or enchantment. Put X +1/+1 counters on target creature you
control, where X is the mana value of the permanent exiled this way."

X is the exiled permanent's mana value as it last existed on the battlefield (CR 608.2h,
MIC-RN-010); if it wasn't exiled (an illegal target), X is 0.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Tally((MoveTo(Target(0), Zone.EXILE),), "exiled", cause=None),
          PutCounters(Target(1), amount=ManaValueOf(Target(0))),
          targets=[target(ARTIFACT_OR_ENCHANTMENT, label="target artifact or enchantment"),
                   target(CREATURE_YOU_CONTROL, label="target creature you control")]),
]
