"""Winterthorn Blessing — {G}{U} Sorcery.

"Put a +1/+1 counter on up to one target creature you control. Tap up to one target creature
you don't control, and that creature doesn't untap during its controller's next untap step. /
Flashback {1}{G}{U}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(PutCounters(Target(0)), TapEffect(Target(1)),
          ApplyContinuous(Target(1), Modify(custom_layer="rule:doesnt_untap"),
                          duration="next_untap"),
          targets=[target(CREATURE_YOU_CONTROL, min=0,
                          label="up to one target creature you control"),
                   target(CREATURE.but(controller="not_you"), min=0,
                          label="up to one target creature you don't control")]),
]
