"""Pearlspear Courier — {2}{W} Creature — Human Soldier 2/1.

Oracle: "You may choose not to untap Pearlspear Courier during your untap step. / {2}{W}, {T}:
Target Soldier creature gets +2/+2 and has vigilance for as long as Pearlspear Courier remains tapped."

The Courier cycle: see ``courier`` in the vocabulary (ONS-FAQ-053, CR 611.2).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = courier("{2}{W}", "Soldier", "Vigilance")
