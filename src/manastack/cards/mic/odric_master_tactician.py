"""Odric, Master Tactician — {2}{W}{W} Legendary Creature — Human Soldier 3/4.

Oracle: "First strike / Whenever Odric, Master Tactician and at least three other creatures
attack, you choose which creatures block this combat and how those creatures block."

Its controller declares each defending player's blocks (CR 509.1, changed by the effect):
none at all is a choice (MIC-OR-0127), and every restriction and requirement still holds
(CR 509.1b-c, MIC-OR-0128). "At least three other creatures" are any creatures declared as
attackers with it, a teammate's too in the one combined attack of shared team turns
(CR 805.10b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(Trigger("attackers_declared", player="you",
                      test=AllOf((EventData("total", at_least=4), SOURCE_ATTACKING)),
                      label="Odric and at least three other creatures attack"),
              ChooseBlocks()),
]
