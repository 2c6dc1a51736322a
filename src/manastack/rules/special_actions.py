"""Special actions other than playing lands (CR 116.2): registry by name.

Each entry says whether a player may take it with a given permanent now and what it does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.state.game_state import GameState


@dataclass(frozen=True)
class SpecialActionKind:
    """``face_down_only``: taken only with a face-down permanent (turning it face up, CR
    116.2b), so listing legal actions asks ``allowed`` of no other permanent."""

    name: str
    allowed: Callable[[GameState, int, int], bool]
    perform: Callable[[GameState, int, int], None]
    face_down_only: bool = False


SPECIAL_ACTIONS: dict[str, SpecialActionKind] = {}


def register(kind: SpecialActionKind) -> None:
    SPECIAL_ACTIONS[kind.name] = kind

