"""Skirk Commando — {1}{R}{R} Creature — Goblin 2/1.

Oracle: "Whenever Skirk Commando deals combat damage to a player, you may have it deal 2 damage
to target creature that player controls. / Morph {2}{R}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(deals_combat_damage_to_player(),
              May((DealDamage(2, Target(0)),), prompt="Deal 2 damage to the target?"),
              targets=[target(CREATURE_DAMAGED_PLAYER_CONTROLS)]),
]
