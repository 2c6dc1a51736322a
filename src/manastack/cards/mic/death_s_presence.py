"""Death's Presence — {5}{G} Enchantment.

Oracle: "Whenever a creature you control dies, put X +1/+1 counters on target creature you
control, where X is the power of the creature that died."

X is its power as it last existed on the battlefield (MIC-OR-0217).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(CREATURE_YOU_CONTROL), PutCounters(Target(0), amount=LastKnownPower()),
              targets=[target(CREATURE_YOU_CONTROL, label="target creature you control")]),
]
