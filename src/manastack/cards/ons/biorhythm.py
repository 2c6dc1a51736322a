"""Biorhythm — {6}{G}{G} Sorcery.

Oracle: "Each player's life total becomes the number of creatures they control."

CR 119.5: a player whose life total becomes a number gains or loses the difference.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(LifeTotalsBecome(CountOf(CREATURE_YOU_CONTROL)))]
