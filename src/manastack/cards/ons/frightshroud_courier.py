"""Frightshroud Courier — {2}{B} Creature — Zombie 2/1.

Oracle: "You may choose not to untap Frightshroud Courier during your untap step. / {2}{B}, {T}:
Target Zombie creature gets +2/+2 and has fear for as long as Frightshroud Courier remains tapped."

The Courier cycle: see ``courier`` in the vocabulary (ONS-FAQ-053, CR 611.2).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = courier("{2}{B}", "Zombie", "Fear")
