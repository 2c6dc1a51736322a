"""Drownyard Amalgam — {4}{U} Creature — Zombie Horror 3/6.

"When Drownyard Amalgam enters the battlefield, target player mills three cards. /
{2}{U}: Drownyard Amalgam can't be blocked this turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Mill(3, Target(0)), targets=[TARGET_PLAYER]),
    activated("{2}{U}", cant_be_blocked(Self())),
]
