"""Feed the Swarm — {1}{B} Sorcery.

Oracle: "Destroy target creature or enchantment an opponent controls. You lose life equal to
that permanent's mana value."

The mana value is the permanent's as it last existed on the battlefield (CR 608.2h).
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_OR_ENCHANTMENT_OPP = Filter(types=("Creature", "Enchantment"), controller="opponent",
                                     label="creature or enchantment an opponent controls")

ABILITIES = [
    spell(Destroy(Target(0)), LoseLife(ManaValueOf(Target(0))),
          targets=[target(CREATURE_OR_ENCHANTMENT_OPP)]),
]
