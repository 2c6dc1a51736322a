"""Clue — Token Artifact — Clue. "{2}, Sacrifice this artifact: Draw a card." (CR 111.10f)"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [activated("{2}, Sacrifice this artifact", Draw(1))]
