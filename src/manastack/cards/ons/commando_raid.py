"""Commando Raid — {2}{R} Instant.

Oracle: "Until end of turn, target creature you control gains "When this creature deals combat
damage to a player, you may have it deal damage equal to its power to target creature that
player controls.""

The granted ability uses the creature's power as it resolves (CR 608.2h).
"""

from manastack.dsl.prelude import *  # noqa: F403

RAID = triggered(deals_combat_damage_to_player(),
                 May((DealDamage(PowerOf(Self()), Target(0)),),
                     prompt="Deal damage equal to its power to the target?"),
                 targets=[target(CREATURE_DAMAGED_PLAYER_CONTROLS)],
                 text="When this creature deals combat damage to a player, you may have it "
                      "deal damage equal to its power to target creature that player controls.")

ABILITIES = [
    spell(ApplyContinuous(Target(0), Modify(abilities=(RAID,))),
          targets=[target(CREATURE_YOU_CONTROL)]),
]
