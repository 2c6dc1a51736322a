"""Records of the vocabulary whose meaning the rules give.

A record (a frozen dataclass deriving from :class:`Interpreted`) only describes: calling it calls
the interpretation the rules registered for its type with :func:`interpreted_by`
(``manastack.rules.vocabulary``, ``manastack.rules.trigger_tests``). So the vocabulary never
imports the rules, and the rules never need to know which records exist.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

MEANINGS: dict[type, Callable[..., Any]] = {}
"""``{record type: interpretation(record, *args)}``, filled by the rules."""


class Interpreted:
    """A record of the vocabulary whose meaning the rules give (see the module docstring)."""

    __slots__ = ()

    def __call__(self, *args: Any) -> Any:
        fn = MEANINGS.get(type(self))
        if fn is None:
            raise LookupError(f"no interpretation of {type(self).__name__} is registered "
                              "(manastack.rules.vocabulary)")
        return fn(self, *args)


def interpreted_by(cls: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the rules' interpretation of the record type ``cls``."""
    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        MEANINGS[cls] = fn
        return fn
    return deco
