"""Sunfire Balm — {2}{W} Instant.

Oracle: "Prevent the next 4 damage that would be dealt to any target this turn. / Cycling
{1}{W} / When you cycle Sunfire Balm, you may prevent the next 1 damage that would be dealt to
any target this turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(PreventDamage(Target(0), 4), targets=[ANY_TARGET]),
    when_cycled(PreventDamage(Target(0), 1), targets=[ANY_TARGET], optional=True),
]
