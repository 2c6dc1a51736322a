"""Hystrodon — {4}{G} Creature — Beast 3/4.

Oracle: "Trample / Whenever Hystrodon deals combat damage to a player, you may draw a card. /
Morph {1}{G}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(deals_combat_damage_to_player(), Draw(1), optional=True),
]
