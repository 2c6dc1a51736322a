"""The extension point of the vocabulary: named conditions and effects written in Python.

A card module says everything with the vocabulary (docs/cards.md). The rare ability it can't
say, and that no other card shares, is written here as a function registered under a unique
name with :func:`extension`, and the card module uses it as ``Extension("name")`` (an effect:
``fn(game, frame_id)``; a condition or test: called with that place's arguments). Nothing else
in a card module may be Python; ``manastack coverage`` lists the modules that use an extension
and the escape-hatch test keeps their number down. When a second card needs the same thing, it
becomes vocabulary instead. An extension effect follows its instructions in the order written
(CR 608.2c); an extension condition is checked like any other (CR 603.4, 604.2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.dsl.predicates import Extension, interpreted_by
from manastack.rules.one_shot import effect
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

__all__ = ["EXTENSIONS", "UnknownExtensionError", "extension"]

EXTENSIONS: dict[str, Callable[..., Any]] = {}
"""``{name: function}`` of the registered extensions."""


class UnknownExtensionError(LookupError):
    """A card uses ``Extension(name)`` with a name nothing registered."""


def extension(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register ``fn`` as the extension ``name`` (a name may be registered once)."""
    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        if name in EXTENSIONS and EXTENSIONS[name] is not fn:
            raise ValueError(f"extension {name!r} is already registered")
        EXTENSIONS[name] = fn
        return fn
    return deco


def _lookup(name: str) -> Callable[..., Any]:
    fn = EXTENSIONS.get(name)
    if fn is None:
        raise UnknownExtensionError(f"no extension named {name!r} is registered "
                                    "(manastack.rules.extensions)")
    return fn


@interpreted_by(Extension)
def _as_condition(e: Extension, *args: Any) -> Any:
    return _lookup(e.name)(*args)


@effect(Extension)
def _as_effect(g: GameState, e: Extension, fid: int, frame: dict[str, Any]) -> None:
    _lookup(e.name)(g, fid)


# -- the registered extensions ------------------------------------------------------------------

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
