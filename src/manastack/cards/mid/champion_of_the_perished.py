"""Champion of the Perished — {B} Creature — Zombie 1/1.

"Whenever another Zombie enters the battlefield under your control, put a +1/+1 counter on
Champion of the Perished."
"""

from manastack.dsl.prelude import *  # noqa: F403

ANOTHER_ZOMBIE_YOU_CONTROL = Filter(subtypes=("Zombie",), controller="you", other=True,
                                    label="another Zombie you control")

ABILITIES = [
    triggered(enters(ANOTHER_ZOMBIE_YOU_CONTROL), PutCounters(Self())),
]
