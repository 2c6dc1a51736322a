"""Snapping Thragg — {4}{R} Creature — Beast 3/3.

Oracle: "Whenever Snapping Thragg deals combat damage to a player, you may have it deal 3 damage
to target creature that player controls. / Morph {4}{R}{R}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(deals_combat_damage_to_player(),
              May((DealDamage(3, Target(0)),), prompt="Deal 3 damage to the target?"),
              targets=[target(CREATURE_DAMAGED_PLAYER_CONTROLS)]),
]
