"""Ghosthelm Courier — {2}{U} Creature — Human Wizard 2/1.

Oracle: "You may choose not to untap Ghosthelm Courier during your untap step. / {2}{U}, {T}:
Target Wizard creature gets +2/+2 and has shroud for as long as Ghosthelm Courier remains tapped."

The Courier cycle: see ``courier`` in the vocabulary (ONS-FAQ-053, CR 611.2).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = courier("{2}{U}", "Wizard", "Shroud")
