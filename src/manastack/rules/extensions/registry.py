"""The registry of the extension point: named conditions and effects written in Python.

``@extension("name")`` registers a function under a unique name; a card module uses it as
``Extension("name")`` (a record of the vocabulary, ``manastack.dsl.effect_records``). As an
effect it is called ``fn(game, frame_id)`` and follows the instructions of its ability in the
order written (CR 608.2c); as a condition, a trigger's test, a replacement's test or
replacement, or a layer's function it is called with that place's arguments and is checked
like any other (CR 603.4, 604.2, 614.1, 613.1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.dsl.predicates import Extension, interpreted_by
from manastack.rules.one_shot import effect
from manastack.state.game_state import GameState

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
    if e.token is None:
        _lookup(e.name)(g, fid)
    else:
        # the token as the ability now reads, text changes included (CR 612.2a)
        _lookup(e.name)(g, fid, token=e.token)
