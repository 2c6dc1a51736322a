"""Daunting Defender — {4}{W} Creature — Human Cleric 3/3.

Oracle: "If a source would deal damage to a Cleric creature you control, prevent 1 of that
damage."

A prevention effect (CR 615); each Daunting Defender applies once to each damage event, so
two of them prevent 2 (ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [prevent_damage(to=CREATURE_YOU_CONTROL.but(subtypes=("Cleric",)), amount=1)]
