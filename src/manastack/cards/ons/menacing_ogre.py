"""Menacing Ogre — {3}{R}{R} Creature — Ogre 3/3.

Oracle: "Trample, haste / When Menacing Ogre enters the battlefield, each player secretly
chooses a number. Then those numbers are revealed. Each player with the highest number loses
that much life. If you are one of those players, put two +1/+1 counters on Menacing Ogre."

The numbers are whole numbers, zero or more (ONS-FAQ-104); no player sees another's number
before all are revealed.
"""

from manastack.dsl.prelude import *  # noqa: F403

HIGHEST = HighestNumberPlayers("numbers")

ABILITIES = [
    triggered(enters(), SecretNumbers("numbers"),
              If(at_least(HighestNumber("numbers"), 1),
                 (LoseLife(HighestNumber("numbers"), HIGHEST),)),
              If(YouAre(HIGHEST), (PutCounters(Self(), "+1/+1", 2),))),
]
