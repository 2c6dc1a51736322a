"""The rules' meaning of the amounts of :mod:`manastack.dsl.colors`: counting the colors of an
object (CR 105.2, 105.2c) and the colors among several (CR 105.2), with last-known information
for an object that left its zone (CR 608.2h).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import colors as C
from manastack.dsl.interpreted import interpreted_by
from manastack.rules.amounts import _lki_chars, resolve_ref
from manastack.rules.characteristics import chars
from manastack.rules.selectors import all_matching
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id


@interpreted_by(C.ColorsOf)
def _colors_of(a: C.ColorsOf, g: GameState, frame: dict[Any, Any]) -> int:
    ids = [x for x in resolve_ref(g, a.of, frame) if not is_player_id(x)]
    c = _lki_chars(g, ids[0], frame) if ids else None
    return len(c.colors) if c is not None else 0


@interpreted_by(C.ColorsAmong)
def _colors_among(a: C.ColorsAmong, g: GameState, frame: dict[Any, Any]) -> int:
    found: set[str] = set()
    for oid in all_matching(g, a.filter, frame["controller"], frame.get("source")):
        found |= set(chars(g, oid).colors)
    return len(found)
