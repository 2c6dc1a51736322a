"""Crowd Favorites — {6}{W} Creature — Human Soldier 4/4.

Oracle: "{3}{W}: Tap target creature. / {3}{W}: Crowd Favorites gets +0/+5 until end of
turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{3}{W}", TapEffect(Target(0)), targets=[TARGET_CREATURE]),
    activated("{3}{W}", pump(Self(), 0, 5)),
]
