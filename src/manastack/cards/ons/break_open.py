"""Break Open — {1}{R} Instant.

Oracle: "Turn target face-down creature an opponent controls face up."
"""

from manastack.dsl.prelude import *  # noqa: F403

FACE_DOWN_CREATURE_OPP = CREATURE_OPP_CONTROLS.but(  # noqa: F405
    face_down=True, label="face-down creature an opponent controls")

ABILITIES = [
    spell(TurnFaceUpEffect(Target(0)),  # noqa: F405
          targets=[target(FACE_DOWN_CREATURE_OPP)]),  # noqa: F405
]
