"""Silent Specter — {4}{B}{B} Creature — Specter 4/4.

Oracle: "Flying / Whenever Silent Specter deals combat damage to a player, that player
discards two cards. / Morph {3}{B}{B}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(deals_combat_damage_to_player(), Discard(2, who=TriggerPlayer())),
]
