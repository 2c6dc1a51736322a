"""Gavony Trapper — {W} Creature — Human Soldier 0/2. "{2}, {T}: Tap target creature." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [activated("{2}, {T}", TapEffect(Target(0)), targets=[TARGET_CREATURE])]
