"""Headhunter — {1}{B} Creature — Human Cleric 1/1.

Oracle: "Whenever Headhunter deals combat damage to a player, that player discards a card. /
Morph {B}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(deals_combat_damage_to_player(), Discard(1, who=TriggerPlayer())),
]
