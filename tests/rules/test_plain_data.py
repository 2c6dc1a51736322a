"""The plain data the fingerprint is made of (``manastack.state.plain``): the same value gives
the same data in any process, whatever its memory addresses or the hash seed."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field
from typing import Any

from manastack.state.plain import plain


class Colour(enum.Enum):
    WHITE = 1
    BLUE = 2


@dataclass
class Mutable:
    a: int
    b: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class Frozen:
    a: int
    data: Any = None


@dataclass(frozen=True)
class Pair:
    z: int
    a: int


class Slotted:
    __slots__ = ("x", "y", "__weakref__")

    def __init__(self) -> None:
        self.x = 1  # y left unset


class Plain:
    def __init__(self) -> None:
        self.z = (1, 2)

    def method(self) -> None:
        pass


class WithToDict:
    def to_dict(self) -> dict[str, Any]:
        return {"k": {3, 1, 2}}


class Opaque:
    __slots__ = ()


def _function() -> None:
    pass


def test_values_become_json_like_data_named_by_type_never_by_address() -> None:
    assert plain([1, "a", None, True, 2.5, (3, 4)]) == [1, "a", None, True, 2.5, [3, 4]]
    assert plain(Colour.BLUE) == "Colour.BLUE"
    assert plain({3, 1, 2}) == [1, 2, 3]
    assert plain(frozenset({"b", "a"})) == ["a", "b"]
    assert plain(Mutable(1, [2])) == {"__type__": "Mutable", "a": 1, "b": [2]}
    assert plain(Frozen(1)) == {"__type__": "Frozen", "a": 1, "data": None}
    assert plain(Slotted()) == {"__type__": "Slotted", "x": 1}
    assert plain(Plain()) == {"__type__": "Plain", "z": [1, 2]}
    assert plain(WithToDict()) == {"__type__": "WithToDict", "k": [1, 2, 3]}
    assert plain(Opaque()) == "<Opaque>"
    assert plain(Plain) == f"<class {__name__}.Plain>"
    assert plain(_function) == f"<function {__name__}._function>"
    p = Plain()
    assert plain(p.method) == {"__method__": "Plain.method",
                               "self": {"__type__": "Plain", "z": [1, 2]}}


def test_dicts_are_sorted_by_key_and_other_keys_become_pairs() -> None:
    d = plain({Colour.WHITE: 1, Colour.BLUE: 2})
    assert list(d.items()) == [("Colour.BLUE", 2), ("Colour.WHITE", 1)]
    assert list(plain({"b": 1, "a": 2})) == ["a", "b"]
    assert plain({2: "x", 1: "y"}) == {"__pairs__": [[1, "y"], [2, "x"]]}


def test_a_set_is_ordered_by_the_json_of_its_members_with_sorted_keys() -> None:
    """Members are ordered by their plain form written with its keys sorted: by ``a`` before
    ``z``, whatever the order of the fields."""
    assert plain({Pair(1, 2), Pair(2, 1)}) == [
        {"__type__": "Pair", "z": 2, "a": 1}, {"__type__": "Pair", "z": 1, "a": 2}]


def test_a_dataclass_shows_its_fields_only() -> None:
    """An attribute set on a dataclass value beside its fields isn't part of its plain form,
    the first time or later (the fields are found once per type)."""
    @dataclass
    class Noted:  # a type of its own: its fields aren't known yet
        a: int

    for n in range(2):
        m = Noted(n)
        m.note = "not a field"  # type: ignore[attr-defined]
        assert plain(m) == {"__type__": "Noted", "a": n}


def test_a_frozen_value_holding_a_dict_is_converted_anew_each_time() -> None:
    """A frozen value is converted once only when everything in it is hashable: one holding a
    dict (an event's data) shows the dict as it is now."""
    v = Frozen(1, {"n": 1})
    assert plain(v)["data"] == {"n": 1}
    v.data["n"] = 2
    assert plain(v)["data"] == {"n": 2}
    w = Frozen(2, (1, 2))
    assert plain(w) == plain(w) == {"__type__": "Frozen", "a": 2, "data": [1, 2]}


def test_nesting_deeper_than_forty_levels_is_cut_short() -> None:
    deep: list[Any] = []
    cur = deep
    for _ in range(45):
        nxt: list[Any] = []
        cur.append(nxt)
        cur = nxt
    cur.append(Plain())
    out = plain(deep)
    for _ in range(41):
        assert isinstance(out, list) and len(out) == 1
        out = out[0]
    assert out == "<list>"
    assert json.dumps(plain(deep))  # plain data throughout


def test_a_built_in_or_compiled_function_is_named_not_expanded() -> None:
    """A built-in function (and a function of a module compiled by mypyc) has its module as
    ``__self__``: it is named like any function, never a bound method whose "self" would be
    the module's whole namespace (the compiled build's fingerprint of a state holding
    Arlinn, the Pack's Hope's replacement shield grew without bound)."""
    import math
    assert plain(len) == "<function builtins.len>"
    assert plain(math.floor) == "<function math.floor>"
    assert plain([1, math.floor]) == [1, "<function math.floor>"]
