"""Ebonblade Reaper — {2}{B} Creature — Human Cleric 1/1.

Oracle: "Whenever Ebonblade Reaper attacks, you lose half your life, rounded up. / Whenever
Ebonblade Reaper deals combat damage to a player, that player loses half their life, rounded
up. / Morph {3}{B}{B}"

Half the life total is worked out as the ability resolves (CR 107.1a); a player with 0 or less
life loses none.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(attacks(), LoseLife(Half(LifeTotal()))),
    triggered(deals_combat_damage_to_player(),
              LoseLife(Half(LifeTotal(TriggerPlayer())), TriggerPlayer())),
]
