"""Oblation's extension: a token shuffled into a library ceases to exist (CR 111.8, 704.5d)."""

from __future__ import annotations

from manastack.rules.extensions.registry import extension
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@extension("oblation_token_ceases_to_exist")
def _token_in_library_ceases_to_exist(g: GameState, fid: int) -> None:
    """Oblation (ONS-FAQ-179): a token put into a library ceases to exist (CR 111.8, 704.5d)
    before its owner shuffles and draws, so it can never be drawn."""
    me = g.frames[fid]["controller"]
    lib = g.players[me].library
    tokens = [c for c in lib if g.objects[c].is_token and g.objects[c].zone is Zone.LIBRARY]
    for t in tokens:
        lib.remove(t)
        del g.objects[t]
        g._owned.discard(t)
    if tokens:
        g.version += 1
