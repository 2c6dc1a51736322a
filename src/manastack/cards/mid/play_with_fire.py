"""Play with Fire — {R} Instant.

"Play with Fire deals 2 damage to any target. If a player is dealt damage this way, scry 1."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Tally((DealDamage(2, Target(0)),), "dealt", event="damage", cause=None),
          If(at_least(TalliedAmount("dealt", players_only=True), 1), (Scry(1),)), targets=[ANY_TARGET]),
]
