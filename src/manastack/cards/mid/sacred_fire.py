"""Sacred Fire — {R}{W} Instant.

"Sacred Fire deals 2 damage to any target and you gain 2 life. / Flashback {4}{R}{W}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(DealDamage(2, Target(0)), GainLife(2), targets=[ANY_TARGET])]
