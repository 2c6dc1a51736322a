"""Elvish Scrapper — {G} Creature — Elf 1/1.

Oracle: "{G}, {T}, Sacrifice Elvish Scrapper: Destroy target artifact."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{G}, {T}, Sacrifice Elvish Scrapper", Destroy(Target(0)),
              targets=[target(ARTIFACT, label="target artifact")]),
]
