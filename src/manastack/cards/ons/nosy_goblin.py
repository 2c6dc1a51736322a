"""Nosy Goblin — {2}{R} Creature — Goblin 2/1.

Oracle: "{T}, Sacrifice Nosy Goblin: Destroy target face-down creature."

A target turned face up before the ability resolves is no longer a legal target
(ONS-FAQ-139, CR 608.2b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}, Sacrifice Nosy Goblin", Destroy(Target(0)),
              targets=[target(CREATURE.but(face_down=True, label="face-down creature"))]),
]
