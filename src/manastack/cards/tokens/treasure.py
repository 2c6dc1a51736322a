"""Treasure — Token Artifact — Treasure.
"{T}, Sacrifice this token: Add one mana of any color." (CR 111.10a)"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [mana_ability("{T}, Sacrifice this token", "any")]
