"""Bramble Armor — {1}{G} Artifact — Equipment.

"When Bramble Armor enters the battlefield, attach it to target creature you control. /
Equipped creature gets +2/+1. / Equip {4}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Attach(Target(0)), targets=[target(CREATURE_YOU_CONTROL)]),
    static(Modify(power=2, toughness=1), affects="attached"),
]
