"""Actions: hashable values that answer a Decision (the python-chess "move")."""

from __future__ import annotations

from dataclasses import MISSING, dataclass
from typing import Any

from manastack.state.quick_init import quick_init


class Action:
    """Base class of every action."""

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": type(self).__name__}
        for k in getattr(self, "__dataclass_fields__", {}):
            v = getattr(self, k)
            d[k] = list(v) if isinstance(v, tuple) else v
        return d


@dataclass(frozen=True, slots=True)
class PassPriority(Action):
    """Pass priority (CR 117.3d)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class PlayLand(Action):
    """Play a land: a special action (CR 116.2a, 305)."""

    card: int

    def __str__(self) -> str:
        return f"play land {self.card}"


@dataclass(frozen=True, slots=True)
class CastSpell(Action):
    """Cast a spell (CR 601). ``method``: "normal", "face_down" (morph), "flashback",
    "disturb", ... — the alternative way the spell is cast, if any."""

    card: int
    method: str = "normal"

    def __str__(self) -> str:
        return f"cast {self.card}" + ("" if self.method == "normal" else f" ({self.method})")


@dataclass(frozen=True, slots=True)
class ActivateAbility(Action):
    """Activate the ``index``-th ability of ``source`` (CR 602)."""

    source: int
    index: int

    def __str__(self) -> str:
        return f"activate {self.source}#{self.index}"


@dataclass(frozen=True, slots=True)
class ActivateManaAbility(Action):
    """Activate a mana ability (CR 605), adding ``mana`` (a string of colour letters)."""

    source: int
    index: int
    mana: str

    def __str__(self) -> str:
        return f"mana {self.source}#{self.index} → {self.mana}"


@dataclass(frozen=True, slots=True)
class PayAutomatically(Action):
    """Pay the rest of the mana cost being paid with a plan of mana abilities the engine
    chooses (``rules.automatic_payment``, CR 601.2g–h, 605.3a): offered beside the mana
    abilities at a payment decision in a game set up with ``auto_pay``."""

    def __str__(self) -> str:
        return "pay automatically"


@dataclass(frozen=True, slots=True)
class SpecialAction(Action):
    """A special action other than playing a land (CR 116.2), e.g. "turn_face_up"."""

    kind: str
    source: int

    def __str__(self) -> str:
        return f"{self.kind} {self.source}"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Choose ``value`` among a decision's options (an object or player id, a string, a
    number, a tuple) — or None for "done"/"no" where the decision allows it."""

    value: Any = None

    def __str__(self) -> str:
        return f"choose {self.value}"


@dataclass(frozen=True, slots=True)
class DeclareAttacker(Action):
    """Declare ``creature`` as attacking ``defender`` (a player or planeswalker) (CR 508.1)."""

    creature: int
    defender: int

    def __str__(self) -> str:
        return f"attack {self.creature} → {self.defender}"


@dataclass(frozen=True, slots=True)
class DeclareBlocker(Action):
    """Declare ``blocker`` as blocking ``attacker`` (CR 509.1)."""

    blocker: int
    attacker: int

    def __str__(self) -> str:
        return f"block {self.attacker} with {self.blocker}"


@dataclass(frozen=True, slots=True)
class FinishDeclaration(Action):
    """Finish declaring attackers or blockers (the declaration so far is checked as a whole)."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class ResetDeclaration(Action):
    """Start the attack or block declaration again."""

    def __str__(self) -> str:
        return "reset"


@dataclass(frozen=True, slots=True)
class Concede(Action):
    """Concede the game (CR 104.3a): any player still in the game may take it at any
    decision, whoever's decision it is. It is never listed among ``legal_actions()``."""

    def __str__(self) -> str:
        return "concede"


ACTION_TYPES: dict[str, type[Action]] = {c.__name__: c for c in (
    PassPriority, PlayLand, CastSpell, ActivateAbility, ActivateManaAbility, PayAutomatically,
    SpecialAction, Choose, DeclareAttacker, DeclareBlocker, FinishDeclaration, ResetDeclaration,
    Concede)}
for _made in ACTION_TYPES.values():
    quick_init(_made)  # actions are listed by the dozen at every decision


def _freeze(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_freeze(x) for x in v)
    return v


#: How deeply the lists of a ``Choose`` value read from JSON may nest: the deepest answer
#: (pairs within a list of answers) nests far less; a deeper one is malformed input, refused
#: before reading it could exhaust the interpreter's stack.
MAX_VALUE_DEPTH = 8


def _plain_value(v: Any, depth: int = 0) -> bool:
    """Whether ``v`` can be the value of a ``Choose`` read from JSON: null, a boolean, a
    number, a string, or a list of those, nested at most ``MAX_VALUE_DEPTH`` deep."""
    if v is None or isinstance(v, bool | int | float | str):
        return True
    return isinstance(v, list | tuple) and depth < MAX_VALUE_DEPTH and all(
        _plain_value(x, depth + 1) for x in v)


def _field_ok(kind: str, v: Any) -> bool:
    if kind == "int":
        return isinstance(v, int) and not isinstance(v, bool)
    if kind == "str":
        return isinstance(v, str)
    return _plain_value(v)


def action_from_json(d: dict[str, Any]) -> Action:
    """Rebuild an action from ``Action.to_json()``; raises ValueError on malformed input
    (unknown type, missing or unknown field, a field of the wrong type: a boolean is not an
    id or an index)."""
    if not isinstance(d, dict) or "type" not in d:
        raise ValueError(f"malformed action: {d!r}")
    cls = ACTION_TYPES.get(d["type"]) if isinstance(d["type"], str) else None
    if cls is None:
        raise ValueError(f"unknown action type {d['type']!r}")
    fields: dict[str, Any] = cls.__dataclass_fields__  # type: ignore[attr-defined]
    for k, v in d.items():
        if k == "type":
            continue
        if k not in fields:
            raise ValueError(f"malformed {d['type']} action: unknown field {k!r}")
        if not _field_ok(str(fields[k].type), v):
            raise ValueError(f"malformed {d['type']} action: {k} can't be {v!r:.200}")
    missing = [k for k, f in fields.items() if k not in d and f.init and
               f.default is MISSING and f.default_factory is MISSING]
    if missing:
        raise ValueError(f"malformed {d['type']} action: missing field"
                         f"{'s' if len(missing) > 1 else ''} {', '.join(map(repr, missing))}")
    kwargs = {k: _freeze(v) for k, v in d.items() if k != "type"}
    try:
        return cls(**kwargs)
    except TypeError as e:
        raise ValueError(f"malformed {d['type']} action: {e}") from None


def same_action(a: Action, b: Action) -> bool:
    """Whether ``a`` and ``b`` are the same action with values of the same types: ``==``
    alone would take ``Choose(0.0)`` or ``Choose(False)`` for ``Choose(0)``."""
    return type(a) is type(b) and _same_value(a, b)


def _kind(v: Any) -> type:
    """The kind of a value for ``same_action``: booleans, integers (an ``IntEnum`` is one),
    floats and strings (a ``StrEnum`` is one) are all different kinds."""
    for k in (bool, int, float, str, tuple):
        if isinstance(v, k):
            return k
    return type(v)


def _same_value(a: Any, b: Any) -> bool:
    if _kind(a) is not _kind(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(_same_value(x, y) for x, y in zip(a, b, strict=True))
    fields = getattr(a, "__dataclass_fields__", None)
    if fields is not None:
        return all(_same_value(getattr(a, k), getattr(b, k)) for k in fields)
    return bool(a == b)
