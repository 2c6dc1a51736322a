"""The creature types of CR 205.3m, as the rules read them: the list itself is part of the
vocabulary (``manastack.dsl.creature_types``), re-exported here."""

from __future__ import annotations

from typing import Any

from manastack.decisions.actions import Action, Choose
from manastack.dsl.creature_types import (  # noqa: F401 - re-exported
    CREATURE_TYPES,
    ORDERED_CREATURE_TYPES,
    is_creature_type,
)


def creature_type_answers(exclude: tuple[str, ...] = (), earlier: Any = None
                          ) -> tuple[Action, ...]:
    """The answers of a choice of creature type: each creature type (CR 205.3m), in order,
    but those excluded and the one chosen earlier. Kept per exclusions and earlier type
    (answers are values: every choice with the same ones lists the same answers, in one
    tuple), as choices made at every resolution or announcement ask them again."""
    key = (exclude, earlier)
    out = _ANSWERS.get(key)
    if out is None:
        out = tuple(Choose(t) for t in ORDERED_CREATURE_TYPES if t not in exclude and t != earlier)
        _ANSWERS[key] = out
    return out


_ANSWERS: dict[tuple[tuple[str, ...], Any], tuple[Action, ...]] = {}
