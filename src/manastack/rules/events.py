"""Events: what happens in the game, proposed, possibly replaced, then applied (CR 614).

Every change to the game goes through ``submit``: the proposed event is offered to replacement
and prevention effects (``manastack.rules.replacement``), the survivor is applied
(``manastack.rules.event_apply``), and what happened is emitted to the log and to triggered
abilities (``manastack.rules.triggers``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from typing import Any

from manastack.rules.instructions import push
from manastack.state.game_state import GameState
from manastack.state.quick_init import quick_init
from manastack.state.zones import Zone

EMITTING: list[list[Event]] = [[]]
"""The events being emitted now (one slot, set by ``rules.pipeline.emit``)."""


def emitting() -> list[Event]:
    """The events whose triggers are being checked now: the ones that happened at once
    (for "whenever one or more ..." triggers, CR 603.2c)."""
    return EMITTING[0]


SIMULTANEOUS: list[tuple[Event, ...]] = [()]
"""The events of the simultaneous batch one of which is being offered to replacement effects
now (one slot, set by ``rules.pipeline`` with ``happening_at_once``)."""


def simultaneous() -> tuple[Event, ...]:
    """The events happening at the same time as the one replacement effects are looking at
    now, that one included (its batch: combat damage, CR 510.2; "deals damage to each",
    120.2), as they are proposed or already replaced; none for an event happening alone. An
    effect that looks at the result of the whole event ("if your life total would be
    reduced to 0 or less", CR 120.4c) counts them."""
    return SIMULTANEOUS[0]


@contextmanager
def happening_at_once(events: tuple[Event, ...]) -> Iterator[None]:
    """While replacement effects look at an event of the batch ``events``: what
    ``simultaneous`` tells them."""
    SIMULTANEOUS[0] = events
    try:
        yield
    finally:
        SIMULTANEOUS[0] = ()


@dataclass(frozen=True, slots=True)
class Event:
    """A proposed or emitted event.

    ``kind``: zone_change, draw, damage, life_gain, life_loss, tap, untap, counters_added,
    counters_removed, destroy, cast, activate, cycle, attacks, blocks, becomes_blocked,
    step_begin, turned_face_up, transform, discard, lose, win, ...
    ``obj``: the object it is about (for zone changes, the id before the move; ``new_obj``
    the id after). ``lki``: last-known characteristics of ``obj`` (CR 608.2h).
    ``applied``: ids of replacement effects already applied to it (CR 614.5).
    """

    kind: str
    obj: int | None = None
    player: int | None = None
    source: int | None = None
    amount: int = 0
    from_zone: Zone | None = None
    to_zone: Zone | None = None
    data: dict[str, Any] = field(default_factory=dict)
    lki: Any = None
    new_obj: int | None = None
    applied: frozenset[str] = frozenset()

    def but(self, **kw: Any) -> Event:
        """This event with the fields ``kw`` names changed (``dataclasses.replace``, written
        out: events are copied this way as every zone change, draw and damage happens)."""
        values: list[Any] = [self.kind, self.obj, self.player, self.source, self.amount,
                             self.from_zone, self.to_zone, self.data, self.lki, self.new_obj,
                             self.applied]
        for name, value in kw.items():
            i = _FIELD_INDEX.get(name)
            if i is None:
                raise TypeError(f"Event has no field {name!r}")
            values[i] = value
        return Event(*values)

    def __repr__(self) -> str:
        parts = [self.kind]
        for k in ("obj", "new_obj", "player", "source"):
            v = getattr(self, k)
            if v is not None:
                parts.append(f"{k}={v}")
        if self.amount:
            parts.append(f"amount={self.amount}")
        if self.from_zone or self.to_zone:
            parts.append(f"{self.from_zone and self.from_zone.value}->"
                         f"{self.to_zone and self.to_zone.value}")
        if self.data:
            parts.append(repr(sorted((k, v) for k, v in self.data.items()
                                     if isinstance(v, int | str | bool | tuple))))
        return "Event(" + " ".join(parts) + ")"


quick_init(Event)
_FIELD_INDEX = {f.name: i for i, f in enumerate(fields(Event))}
"""The position of each field of ``Event`` in its constructor (``Event.but``)."""


def routine(kind: str, obj: int | None, player: int | None, data: dict[str, Any]) -> Event:
    """An event of ``kind`` about ``obj`` and ``player`` with ``data`` (a constant, never
    changed) and nothing else, made once for the same values: the events that recur every
    turn (a step beginning, a permanent untapping in the untap step, a land tapped for mana)
    are the same immutable object each time they happen, so that the log stays compact."""
    key = (kind, obj, player, id(data))
    ev = _ROUTINE.get(key)
    if ev is None or ev.data is not data:
        if len(_ROUTINE) > 8192:
            _ROUTINE.clear()
        ev = _ROUTINE[key] = Event(kind, obj=obj, player=player, data=data)
    return ev


_ROUTINE: dict[tuple[Any, ...], Event] = {}


def left_zone_event(g: GameState, oid: int) -> Event | None:
    """The zone change that took object ``oid`` out of its zone (a new object after it, CR
    400.7), from the game's log; its data holds what the object was beyond its
    characteristics as it left ("left_counters", "left_chosen", "left_attached_to"), the last
    known information that effects and abilities whose object has left use (CR 608.2h,
    603.10a). None while ``oid`` hasn't left."""
    log: list[Event] = g.log  # typed: mypyc can't iterate reversed(list[Any])
    for e in reversed(log):
        if e.kind == "zone_change" and e.obj == oid:
            return e
    return None


def submit(g: GameState, ev: Event) -> None:
    """Queue ``ev`` to be proposed, replaced and applied next."""
    push(g, "event", ev)


def submit_all(g: GameState, events: list[Event]) -> None:
    """Queue events to happen one after another, in order."""
    for ev in reversed(events):
        push(g, "event", ev)


Applier = Callable[[GameState, Event], list[Event]]
APPLIERS: dict[str, Applier] = {}
"""How each kind of event is carried out once it survived replacement (``rules.event_apply``
applies them), registered with ``applier`` by the module of its concept; a kind with none is a
pure notification."""


def applier(kind: str) -> Callable[[Applier], Applier]:
    """Register the function that carries out events of ``kind``."""
    def deco(fn: Applier) -> Applier:
        APPLIERS[kind] = fn
        return fn
    return deco
