"""Diregraf Captain — {1}{U}{B} Creature — Zombie Soldier 2/2.

Oracle: "Deathtouch / Other Zombie creatures you control get +1/+1. / Whenever another Zombie
you control dies, target opponent loses 1 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

OTHER_ZOMBIE_CREATURE = CREATURE_YOU_CONTROL.but(subtypes=("Zombie",), other=True,
                                                 label="other Zombie creature you control")

ABILITIES = [
    anthem(OTHER_ZOMBIE_CREATURE, 1, 1),
    triggered(dies(OTHER_ZOMBIE_CREATURE.but(label="another Zombie you control")),
              LoseLife(1, Target(0)), targets=[TARGET_OPPONENT]),
]
