"""Cathar Commando — {1}{W} Creature — Human Soldier 3/1.

"Flash / {1}, Sacrifice Cathar Commando: Destroy target artifact or enchantment."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{1}, Sacrifice Cathar Commando", Destroy(Target(0)),
              targets=[target(ARTIFACT_OR_ENCHANTMENT)]),
]
