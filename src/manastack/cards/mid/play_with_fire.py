"""Play with Fire — {R} Instant.

"Play with Fire deals 2 damage to any target. If a player is dealt damage this way, scry 1."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _player_dealt_damage(g: Any, frame: Any) -> bool:
    return any(e.player is not None and e.obj is None and (e.amount or 0) > 0
               for e in frame.get("dealt", ()))


ABILITIES = [
    spell(Tally((DealDamage(2, Target(0)),), "dealt", event="damage", cause=None),
          If(_player_dealt_damage, (Scry(1),)), targets=[ANY_TARGET]),
]
