"""Cabal Executioner — {2}{B}{B} Creature — Human Cleric 2/2.

Oracle: "Whenever Cabal Executioner deals combat damage to a player, that player sacrifices a
creature. / Morph {3}{B}{B}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(deals_combat_damage_to_player(),
              Sacrifice(who=TriggerPlayer(), filter=CREATURE)),
]
