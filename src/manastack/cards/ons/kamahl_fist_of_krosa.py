"""Kamahl, Fist of Krosa — {4}{G}{G} Legendary Creature — Human Druid 4/3.

Oracle: "{G}: Target land becomes a 1/1 creature until end of turn. It's still a land. /
{2}{G}{G}{G}: Creatures you control get +3/+3 and gain trample until end of turn."

The second ability affects only the creatures you control as it resolves (CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{G}", ApplyContinuous(Target(0), Modify(add_types=("Creature",), set_power=1,
                                                      set_toughness=1)),
              targets=[target(LAND)]),
    activated("{2}{G}{G}{G}", pump(All(CREATURE_YOU_CONTROL), 3, 3),
              grant(All(CREATURE_YOU_CONTROL), "Trample")),
]
