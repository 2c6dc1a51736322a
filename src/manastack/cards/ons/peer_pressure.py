"""Peer Pressure — {3}{U} Sorcery.

Oracle: "Choose a creature type. If you control more creatures of that type than each other
player, you gain control of all creatures of that type. (This effect lasts indefinitely.)"

The type is chosen as it resolves (CR 608.2d); the creatures are counted and the control
effect's set is fixed then (CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

OF_THAT_TYPE = OfChosenType(CREATURE)

ABILITIES = [
    spell(ChooseCreatureType(),
          If(YouAre(ControlsMost(OF_THAT_TYPE)), (GainControl(OF_THAT_TYPE),))),
]
