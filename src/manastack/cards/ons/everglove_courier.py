"""Everglove Courier — {2}{G} Creature — Elf 2/1.

Oracle: "You may choose not to untap Everglove Courier during your untap step. / {2}{G}, {T}:
Target Elf creature gets +2/+2 and has trample for as long as Everglove Courier remains tapped."

The Courier cycle: see ``courier`` in the vocabulary (ONS-FAQ-053, CR 611.2).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = courier("{2}{G}", "Elf", "Trample")
