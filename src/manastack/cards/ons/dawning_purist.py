"""Dawning Purist — {2}{W} Creature — Human Cleric 2/2.

Oracle: "Whenever Dawning Purist deals combat damage to a player, you may destroy target
enchantment that player controls. / Morph {1}{W}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(deals_combat_damage_to_player(), Destroy(Target(0)),
              targets=[target(that_player_controls(ENCHANTMENT))], optional=True),
]
