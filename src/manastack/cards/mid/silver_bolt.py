"""Silver Bolt — {1} Artifact.

"{3}, {T}, Sacrifice Silver Bolt: It deals 3 damage to target creature. If a Werewolf is dealt
damage this way, destroy it."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{3}, {T}, Sacrifice Silver Bolt",
              Tally((DealDamage(3, Target(0)),), "dealt", event="damage", cause=None),
              Destroy(Tallied("dealt", Filter(subtypes=("Werewolf",)))), targets=[TARGET_CREATURE]),
]
