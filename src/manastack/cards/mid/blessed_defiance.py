"""Blessed Defiance — {W} Instant.

"Target creature you control gets +2/+0 and gains lifelink until end of turn. When that
creature dies this turn, create a 1/1 white Spirit creature token with flying."
"""

from manastack.dsl.prelude import *  # noqa: F403

_SPIRIT = triggered(dies(), CreateToken("Spirit"),
                    text="When that creature dies this turn, create a 1/1 white Spirit "
                         "creature token with flying.")

ABILITIES = [
    spell(pump(Target(0), 2, 0), grant(Target(0), "Lifelink"),
          DelayedTrigger(_SPIRIT, about=Target(0), this_turn=True),
          targets=[target(CREATURE_YOU_CONTROL)]),
]
