"""Silvos, Rogue Elemental — {3}{G}{G}{G} Legendary Creature — Elemental 8/5.

Oracle: "Trample / {G}: Regenerate Silvos, Rogue Elemental."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [activated("{G}", Regenerate(Self()))]
