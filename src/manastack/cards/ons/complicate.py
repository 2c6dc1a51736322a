"""Complicate — {2}{U} Instant.

Oracle: "Counter target spell unless its controller pays {3}. / Cycling {2}{U} / When you
cycle Complicate, you may counter target spell unless its controller pays {1}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(CounterUnlessPays(Target(0), "{3}"), targets=[TARGET_SPELL]),
    when_cycled(CounterUnlessPays(Target(0), "{1}"), targets=[TARGET_SPELL], optional=True),
]
