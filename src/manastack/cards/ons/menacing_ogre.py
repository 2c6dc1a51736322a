"""Menacing Ogre — {3}{R}{R} Creature — Ogre 3/3.

Oracle: "Trample, haste / When Menacing Ogre enters the battlefield, each player secretly
chooses a number. Then those numbers are revealed. Each player with the highest number loses
that much life. If you are one of those players, put two +1/+1 counters on Menacing Ogre."

The numbers are whole numbers, zero or more (ONS-FAQ-104); no player sees another's number
before all are revealed.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event, submit_all


def _highest(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    picks = frame.get("numbers", ())
    if not picks:
        return
    top = max(n for _, n in picks)
    losers = [p for p, n in picks if n == top]
    frame["ogre_counters"] = 2 if frame["controller"] in losers else 0
    submit_all(g, [Event("life_loss", player=p, amount=top) for p in losers if top > 0])


ABILITIES = [
    triggered(enters(), SecretNumbers("numbers"), Custom(_highest, "highest loses life"),
              PutCounters(Self(), "+1/+1", VarAmount("ogre_counters"))),
]
