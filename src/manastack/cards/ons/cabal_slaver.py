"""Cabal Slaver — {2}{B} Creature — Human Cleric 2/1.

Oracle: "Whenever a Goblin deals combat damage to a player, that player discards a card."

Any player's Goblin counts, and the player it hits discards (CR 603.2).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(deals_combat_damage_to_player(Filter(subtypes=("Goblin",), label="Goblin")),
              Discard(1, who=TriggerPlayer())),
]
