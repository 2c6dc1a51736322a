"""Ebonblade Reaper — {2}{B} Creature — Human Cleric 1/1.

Oracle: "Whenever Ebonblade Reaper attacks, you lose half your life, rounded up. / Whenever
Ebonblade Reaper deals combat damage to a player, that player loses half their life, rounded
up. / Morph {3}{B}{B}"

Half the life total is worked out as the ability resolves (CR 107.1a); a player with 0 or less
life loses none.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.amounts import resolve_ref


def _half_of(who: Any) -> Any:
    def fn(g: Any, fid: int) -> None:
        frame = g.frames[fid]
        players = resolve_ref(g, who, frame)
        life = g.players[players[0]].life if players else 0
        frame["half_life"] = max(0, (life + 1) // 2)
    return fn


ABILITIES = [
    triggered(attacks(), Custom(_half_of(You()), "half your life, rounded up"),
              LoseLife(VarAmount("half_life"))),
    triggered(deals_combat_damage_to_player(),
              Custom(_half_of(TriggerPlayer()), "half their life, rounded up"),
              LoseLife(VarAmount("half_life"), TriggerPlayer())),
]
