"""Solar Blast — {3}{R} Instant.

Oracle: "Solar Blast deals 3 damage to any target. / Cycling {1}{R}{R} / When you cycle Solar
Blast, you may have it deal 1 damage to any target."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(DealDamage(3, Target(0)), targets=[ANY_TARGET]),
    when_cycled(DealDamage(1, Target(0)), targets=[ANY_TARGET], optional=True),
]
