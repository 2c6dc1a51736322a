"""Ixidor's Will — {2}{U} Instant.

Oracle: "Counter target spell unless its controller pays {2} for each Wizard on the
battlefield."

The Wizards are counted as Ixidor's Will resolves (CR 608.2h); with none, the cost is {0},
which the controller may pay (CR 118.5).
"""

from manastack.dsl.prelude import *  # noqa: F403

WIZARDS = Filter(subtypes=("Wizard",), label="Wizard on the battlefield")

ABILITIES = [
    spell(CounterUnlessPays(Target(0), "{2}", times=CountOf(WIZARDS)), targets=[TARGET_SPELL]),
]
