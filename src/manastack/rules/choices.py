"""Asking a player to choose (CR 608.2d, 101.4): creates the pending Decision and names where
the answer goes; a choice that can't be made legally rewinds the action (``IllegalChoiceError``,
CR 732)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from manastack.decisions.actions import Action, Choose
from manastack.decisions.decision import Decision
from manastack.state.game_state import GameState


def ask(g: GameState, player: int, kind: str, options: list[Any] | tuple[Any, ...], fid: int,
        var: str, prompt: str = "", optional: bool = False, **data: Any) -> None:
    """Pause for ``player`` to choose one of ``options``; the answer goes to frame[fid][var].

    With ``optional`` the player may also answer ``Choose(None)`` ("done", "no").
    """
    acts: list[Action] = [Choose(v) for v in options]
    if optional:
        acts.append(Choose(None))
    g.pending = Decision(kind, player, prompt, tuple(acts), fid, var, tuple(sorted(data.items())))


def ask_actions(g: GameState, player: int, kind: str, actions: Sequence[Action], fid: int,
                var: str, prompt: str = "", **data: Any) -> None:
    """Pause for ``player`` to take one of ``actions`` (answers made already: mana, or
    ``Choose`` answers kept for choices that list the same ones each time)."""
    g.pending = Decision(kind, player, prompt, tuple(actions), fid, var,
                         tuple(sorted(data.items())))


class IllegalChoiceError(Exception):
    """A spell or ability can't be put on the stack legally: the action is rewound
    (CR 732). ``message`` says why in English; ``key`` and ``values``, where given, say it
    as parts, from which the refusal is worded in each language
    (``manastack.i18n.refusal_words.choice_refusal``)."""

    def __init__(self, message: str, key: str | None = None, **values: Any) -> None:
        super().__init__(message)
        self.key = key
        self.values = values
