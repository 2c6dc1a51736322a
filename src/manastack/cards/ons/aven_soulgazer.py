"""Aven Soulgazer — {3}{W}{W} Creature — Bird Cleric 3/3.

Oracle: "Flying / {2}{W}: Look at target face-down creature."

Only you may look at it, not your opponents or teammates (ONS-FAQ-151). (ONS-FAQ-150 is an
erratum of the Japanese type line: it is a Bird Cleric.)
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{2}{W}", LookAtFaceDown(Target(0)),
              targets=[target(CREATURE.but(face_down=True, label="face-down creature"))]),
]
