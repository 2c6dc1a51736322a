"""Ixidor, Reality Sculptor — {3}{U}{U} Legendary Creature — Human Wizard 3/4.

Oracle: "Face-down creatures get +1/+1. / {2}{U}: Turn target face-down creature face up."

Turning a creature face up this way costs nothing more: its morph cost isn't paid
(ONS-FAQ-116).
"""

from manastack.dsl.prelude import *  # noqa: F403

FACE_DOWN = CREATURE.but(face_down=True, label="face-down creature")

ABILITIES = [
    anthem(FACE_DOWN, 1, 1),
    activated("{2}{U}", TurnFaceUpEffect(Target(0)), targets=[target(FACE_DOWN)]),
]
