"""Homestead Courage — {W} Sorcery.

"Put a +1/+1 counter on target creature you control. It gains vigilance until end of turn. /
Flashback {W}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(PutCounters(Target(0)), grant(Target(0), "Vigilance"),
          targets=[target(CREATURE_YOU_CONTROL)]),
]
