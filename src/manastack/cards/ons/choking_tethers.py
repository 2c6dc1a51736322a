"""Choking Tethers — {3}{U} Instant.

Oracle: "Tap up to four target creatures. / Cycling {1}{U} / When you cycle Choking Tethers,
you may tap target creature."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(TapEffect(Target(0)), targets=[target(CREATURE, count=4, min=0)]),
    when_cycled(TapEffect(Target(0)), targets=[TARGET_CREATURE], optional=True),
]
