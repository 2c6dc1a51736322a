"""Flamestick Courier — {2}{R} Creature — Goblin 2/1.

Oracle: "You may choose not to untap Flamestick Courier during your untap step. / {2}{R}, {T}:
Target Goblin creature gets +2/+2 and has haste for as long as Flamestick Courier remains tapped."

The Courier cycle: see ``courier`` in the vocabulary (ONS-FAQ-053, CR 611.2).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = courier("{2}{R}", "Goblin", "Haste")
