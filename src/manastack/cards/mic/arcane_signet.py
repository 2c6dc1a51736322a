"""Arcane Signet — {2} Artifact.

Oracle: "{T}: Add one mana of any color in your commander's color identity."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "any", of=YOUR_COMMANDERS_COLOR_IDENTITY),
]
