"""The frozen values made at every decision (the pending decision, queued instructions, events
and what players know of them) are made by a quicker ``__init__`` (``state.quick_init``):
each is the same value, field for field, as the dataclass's own ``__init__`` makes, still
immutable, equal and hashed alike."""

from __future__ import annotations

import dataclasses
import types
from dataclasses import dataclass, field
from typing import Any

import pytest

from manastack.decisions.actions import ACTION_TYPES, ActivateAbility, Choose, DeclareAttacker
from manastack.decisions.decision import Decision
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.events import Event
from manastack.rules.information import NOTHING, Seen
from manastack.rules.instructions import Instr
from manastack.state.quick_init import quick_init
from manastack.state.zones import Zone


def _fields(v: Any) -> list[Any]:
    return [getattr(v, f.name) for f in dataclasses.fields(v)]


@dataclass(frozen=True, slots=True)
class _Made:
    a: int
    b: str = "b"
    c: list[int] = field(default_factory=lambda: [1])
    d: tuple[int, ...] = ()


def _quick() -> type[_Made]:
    """A class like ``_Made``, made now and given the quick ``__init__``."""
    @dataclass(frozen=True, slots=True)
    class _Quick:
        a: int
        b: str = "b"
        c: list[int] = field(default_factory=lambda: [1])
        d: tuple[int, ...] = ()

    made = _Quick.__init__
    assert quick_init(_Quick) is _Quick and _Quick.__init__ is not made
    return _Quick  # type: ignore[return-value]


def test_the_quick_init_makes_the_same_values_as_the_dataclass_init() -> None:
    _Quick = _quick()  # noqa: N806
    assert _Quick.__init__.__qualname__ == "_quick.<locals>._Quick.__init__"
    assert _Quick.__init__.__module__ == __name__
    for args, kw in (((1,), {}), ((1, "x"), {}), ((1, "x", [2], (3,)), {}),
                     ((), {"a": 4, "d": (5,)}), ((2,), {"c": [], "b": ""})):
        assert _fields(_Quick(*args, **kw)) == _fields(_Made(*args, **kw))
    # a default factory is called anew for each value made without one
    one, two = _Quick(1), _Quick(2)
    assert one.c == [1] and one.c is not two.c
    given = [7]
    assert _Quick(1, c=given).c is given
    assert _Quick(1, c=None).c is None  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        _Quick()  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.a = 2  # type: ignore[misc]
    assert _Quick(1, "x") == _Quick(1, "x") != _Quick(1, "y")


@dataclass(frozen=True, slots=True)
class _Posted:
    a: int
    seen: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.seen.append(self.a)


@dataclass(frozen=True, slots=True, kw_only=True)
class _KeywordOnly:
    a: int = 0


@dataclass(frozen=True, slots=True)
class _Uninitialised:
    a: int = 0
    b: int = field(default=1, init=False)


@dataclass(frozen=True)
class _NoSlots:
    a: int = 0


@dataclass(frozen=True, slots=True)
class _NoFields:
    pass


@dataclass(frozen=True, slots=True)
class _Native:
    a: int = 0


_Native.__init__ = object.__init__  # type: ignore[method-assign, assignment]


@pytest.mark.parametrize("cls", [_Posted, _KeywordOnly, _Uninitialised, _NoSlots, _NoFields])
def test_a_class_the_quick_init_cant_serve_keeps_its_own(cls: type) -> None:
    """A ``__post_init__``, keyword-only or uninitialised fields, fields that are not slots,
    no fields at all: the class is left as it is."""
    own = cls.__init__
    assert quick_init(cls) is cls and cls.__init__ is own
    assert _Posted(3).seen == [3]
    assert _Uninitialised(2).b == 1


def test_a_class_whose_init_is_no_python_function_keeps_it() -> None:
    """As a compiled class's: its fields are set directly already."""
    assert quick_init(_Native) is _Native and _Native.__init__ is object.__init__


def test_the_engine_values_made_at_every_decision_are_made_quickly() -> None:
    for cls in (Decision, Instr, Event, Seen, ManaCost, *ACTION_TYPES.values()):
        if not isinstance(cls.__dict__.get("__init__"), types.FunctionType) or not all(
                isinstance(cls.__dict__.get(f.name), types.MemberDescriptorType)
                for f in dataclasses.fields(cls)):
            continue  # a class of the compiled build: its fields are no Python slots
        assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"
        # (the dataclass's own sets fields through ``object.__setattr__``)
        assert ("_set0" in cls.__init__.__code__.co_names) == \
            bool(dataclasses.fields(cls)), cls
    d = Decision("target", 1, "Choose", (Choose(1),), 3, "t", (("source", 7),))
    assert _fields(d) == ["target", 1, "Choose", (Choose(1),), 3, "t", (("source", 7),)]
    assert _fields(Decision("priority", 0)) == ["priority", 0, "", (), 0, "", ()]
    assert _fields(Instr("effect", (1,))) == ["effect", (1,)] and Instr("x").args == ()
    ev = Event("zone_change", obj=4, to_zone=Zone.GRAVEYARD)
    assert (ev.kind, ev.obj, ev.to_zone, ev.data, ev.applied) == \
        ("zone_change", 4, Zone.GRAVEYARD, {}, frozenset())
    assert ev.data is not Event("zone_change").data  # each event has a table of its own
    assert Seen() == NOTHING and Seen("Forest", 3).knows == 3
    assert _fields(ManaCost(2, (("G", 1),))) == [2, (("G", 1),), 0, (), 0, ""]
    assert _fields(ActivateAbility(104, 1)) == [104, 1]
    assert _fields(DeclareAttacker(104, 1)) == [104, 1]
    assert ActivateAbility(104, 1) == ActivateAbility(104, 1) != DeclareAttacker(104, 1)
