"""Reckless Stormseeker // Storm-Charged Slasher — {2}{R} Creature — Human Werewolf 2/3 //
Creature — Werewolf 3/4 (red).

Oracle: Front: "At the beginning of combat on your turn, target creature you control gets
+1/+0 and gains haste until end of turn. / Daybound"
Back: "At the beginning of combat on your turn, target creature you control gets +2/+0 and
gains trample and haste until end of turn. / Nightbound"
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT, "you"),
               pump(Target(0), 1, 0), grant(Target(0), "Haste"),
               targets=[target(CREATURE_YOU_CONTROL)])],
    [triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT, "you"),
               pump(Target(0), 2, 0), grant(Target(0), "Trample", "Haste"),
               targets=[target(CREATURE_YOU_CONTROL)])],
]
