"""Brutal Cathar // Moonrage Brute — {2}{W} Creature — Human Soldier Werewolf 2/2 //
Creature — Werewolf 3/3 (red).

Oracle: Front: "When this creature enters the battlefield or transforms into Brutal Cathar,
exile target creature an opponent controls until this creature leaves the battlefield. /
Daybound"
Back: "First strike / Ward—Pay 3 life. / Nightbound"
"""

from manastack.dsl.prelude import *  # noqa: F403

TARGET_OPP_CREATURE = target(CREATURE_OPP_CONTROLS,
                             label="target creature an opponent controls")

FACES = [
    [lines(triggered(enters(), ExileUntilLeaves(Target(0)), targets=[TARGET_OPP_CREATURE]),
           triggered(transforms_into(0), ExileUntilLeaves(Target(0)),
                     targets=[TARGET_OPP_CREATURE]))],
    [],
]
