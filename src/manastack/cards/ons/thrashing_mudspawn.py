"""Thrashing Mudspawn — {3}{B}{B} Creature — Beast 4/4.

Oracle: "Whenever Thrashing Mudspawn is dealt damage, you lose that much life. / Morph
{1}{B}{B}"

Damage dealt to it at the same time by several sources (combat damage) triggers it once, for
the total (CR 510.2).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(is_dealt_damage(), LoseLife(DamageToItAtOnce())),
]
