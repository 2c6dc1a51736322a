"""Renewed Faith — {2}{W} Instant.

Oracle: "You gain 6 life. / Cycling {1}{W} / When you cycle Renewed Faith, you may gain 2
life."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(GainLife(6)),
    when_cycled(GainLife(2), optional=True),
]
