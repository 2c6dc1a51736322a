"""Inspirit — {2}{W} Instant.

Oracle: "Untap target creature. It gets +2/+4 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(UntapEffect(Target(0)), pump(Target(0), 2, 4), targets=[TARGET_CREATURE]),
]
