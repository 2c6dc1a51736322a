"""The rules' meaning of the records of :mod:`manastack.dsl.player_tests`: the enchanted player
(CR 303.4, 702.5a) and the spells a player cast this turn (CR 601.2i).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import player_tests as T
from manastack.dsl.interpreted import interpreted_by
from manastack.rules.amounts import resolve_ref
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id


@interpreted_by(T.ByEnchantedPlayer)
def _by_enchanted_player(t: T.ByEnchantedPlayer, g: GameState, source: int, ev: Any) -> bool:
    o = g.objects.get(source)
    return o is not None and ev.player is not None and o.attached_to == ev.player


@interpreted_by(T.SpellsCastThisTurn)
def _spells_cast_this_turn(a: T.SpellsCastThisTurn, g: GameState, frame: dict[Any, Any]) -> int:
    who = [p for p in resolve_ref(g, a.who, frame) if is_player_id(p)]
    return int(g.players[who[0]].spells_cast_this_turn) if who else 0
