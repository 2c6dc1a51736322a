"""Death Pulse — {2}{B}{B} Instant.

Oracle: "Target creature gets -4/-4 until end of turn. / Cycling {1}{B}{B} / When you cycle
Death Pulse, you may have target creature get -1/-1 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(pump(Target(0), -4, -4), targets=[TARGET_CREATURE]),
    when_cycled(pump(Target(0), -1, -1), targets=[TARGET_CREATURE], optional=True),
]
