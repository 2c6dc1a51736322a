"""Plain data from any engine value, the same in every process (for ``Game.fingerprint``).

Functions are named by module and qualified name, never by ``repr`` (which holds a memory
address); sets are sorted (their order depends on string hashing, which differs between
processes); dataclasses and other objects become their type name and fields.
"""

from __future__ import annotations

import dataclasses
import enum
import json
from types import ModuleType
from typing import Any

_SCALARS = (str, int, float, bool, type(None))
_LEAVES = frozenset(_SCALARS)


def _key(v: Any) -> str:
    return json.dumps(v, sort_keys=True, default=str)


_FIELDS: dict[type, tuple[tuple[str, ...], bool] | None] = {}
_FROZEN: dict[int, tuple[Any, Any]] = {}
"""id → (value, plain value) of hashable frozen dataclass values already converted (card
abilities, effects: shared and never changed); the value is kept so that its id stays its
own."""


def _fields_of(t: type) -> tuple[tuple[str, ...], bool] | None:
    """The field names of a dataclass type and whether it is frozen (None for other types),
    cached per type."""
    try:
        return _FIELDS[t]
    except KeyError:
        params = getattr(t, "__dataclass_params__", None)
        info = (tuple(f.name for f in dataclasses.fields(t)), bool(params.frozen)) \
            if params is not None and dataclasses.is_dataclass(t) else None
        _FIELDS[t] = info
        return info


def plain(v: Any, depth: int = 0) -> Any:
    """``v`` as JSON-like data: dicts with string keys, lists, strings, numbers, booleans
    and None."""
    t = type(v)
    if t in _LEAVES:
        return v
    if isinstance(v, enum.Enum):
        return f"{t.__name__}.{v.name}"
    if isinstance(v, _SCALARS):
        return v
    if depth > 40:
        return f"<{t.__name__}>"
    d = depth + 1
    if t is tuple or t is list or isinstance(v, list | tuple):
        return [x if type(x) in _LEAVES else plain(x, d) for x in v]
    if isinstance(v, set | frozenset):
        return sorted((plain(x, d) for x in v), key=_key)
    if isinstance(v, dict):
        if all(type(k) is str for k in v):
            return {k: x if type(x) in _LEAVES else plain(x, d) for k, x in sorted(v.items())}
        items = [(plain(k, d), plain(x, d)) for k, x in v.items()]
        if all(isinstance(k, str) for k, _ in items):
            return dict(sorted(items, key=lambda kv: kv[0]))
        return {"__pairs__": sorted(([k, x] for k, x in items), key=_key)}
    if isinstance(v, type):
        return f"<class {v.__module__}.{v.__qualname__}>"
    info = _fields_of(t)
    if info is not None:
        names, frozen = info
        if frozen:
            hit = _FROZEN.get(id(v))
            if hit is not None and hit[0] is v:
                return hit[1]
        out: dict[str, Any] = {"__type__": t.__name__}
        for n in names:
            out[n] = plain(getattr(v, n), d)
        if frozen and _hashable(v):
            if len(_FROZEN) > 200_000:
                _FROZEN.clear()
            _FROZEN[id(v)] = (v, out)
        return out
    name = getattr(v, "__qualname__", None)
    bound = getattr(v, "__self__", None)
    if callable(v) and name is not None and (bound is None or isinstance(bound, ModuleType)):
        # a function; a built-in or compiled one names its module as its ``__self__``
        return f"<function {getattr(v, '__module__', '?')}.{name}>"
    if hasattr(v, "__self__") and name is not None:  # a bound method
        return {"__method__": name, "self": plain(v.__self__, d)}
    to_dict = getattr(v, "to_dict", None)
    if callable(to_dict):
        return {"__type__": t.__name__, **plain(to_dict(), d)}
    fields = _object_fields(v)
    if fields is not None:
        return {"__type__": t.__name__, **{k: plain(x, d) for k, x in fields.items()}}
    return f"<{t.__name__}>"


def _hashable(v: Any) -> bool:
    """Whether a frozen dataclass value holds only hashable (unchangeable) values, so that
    its plain form may be kept (an event whose ``data`` is a dict is converted each time)."""
    try:
        hash(v)
    except TypeError:
        return False
    return True


def _object_fields(v: Any) -> dict[str, Any] | None:
    out: dict[str, Any] = {}
    found = False
    for cls in type(v).__mro__:
        # a class compiled by mypyc names its attributes in __mypyc_attrs__, not __slots__
        for s in getattr(cls, "__slots__", ()) or getattr(cls, "__mypyc_attrs__", ()):
            if s != "__weakref__" and hasattr(v, s):
                out[s] = getattr(v, s)
                found = True
    if hasattr(v, "__dict__"):
        out.update(vars(v))
        found = True
    return out if found else None
