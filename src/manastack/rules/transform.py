"""Transforming double-faced permanents (CR 701.27, 712).

A transforming permanent turns over: it stays the same object, so its counters, damage,
attachments, the continuous effects applying to it and the spells and abilities targeting it all
stay with it (CR 712.18); it gets a new timestamp (CR 613.7g). Only a permanent represented by a
double-faced card or token can transform (CR 701.27c, 712.9); a face-down one can't (712.15a); an
instruction to turn it into an instant or sorcery face does nothing (701.27d, 712.10); a
permanent with daybound or nightbound transforms only through those abilities (702.145b, e).
"""

from __future__ import annotations

from typing import Any

from manastack.cards.database import database
from manastack.rules.as_transforms import run_as_transforms
from manastack.rules.characteristics import chars
from manastack.rules.events import Event, applier
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

DAY_NIGHT_CAUSE = "day_night"


def is_double_faced_object(g: GameState, oid: int) -> bool:
    """Whether the object is represented by a double-faced card or token (CR 712.9)."""
    o = g.objects[oid]
    if o.card_key is None:
        return False
    return database().by_key(o.card_key).is_double_faced


def other_face_is_spell(g: GameState, oid: int) -> bool:
    o = g.objects[oid]
    assert o.card_key is not None
    card = database().by_key(o.card_key)
    other = card.faces[1 - o.face]
    return bool({"Instant", "Sorcery"} & set(other.types))


def can_transform(g: GameState, oid: int, cause: str | None = None) -> bool:
    """Whether an instruction to transform permanent ``oid`` would do anything."""
    if oid not in g.objects:
        return False
    o = g.objects[oid]
    if o.zone is not Zone.BATTLEFIELD or o.face_down or o.phased_out:
        return False
    if not is_double_faced_object(g, oid) or other_face_is_spell(g, oid):
        return False
    if cause != DAY_NIGHT_CAUSE:
        c = chars(g, oid)
        if c.has("Daybound") or c.has("Nightbound"):
            return False  # CR 702.145b, 702.145e
    return True


def turn_over(g: GameState, oid: int, cause: str | None = None) -> Event:
    """Turn the permanent over (no checks) and return the ``transform`` event that happened."""
    m = g.mut(oid)
    before = m.face
    m.face = 1 - m.face
    faces = g.extra.get("copy_faces", {}).get(oid)
    if faces is not None:
        m.copy_of = faces[m.face]  # a double-faced token copy (CR 707.8a)
    m.timestamp = g.next_timestamp()
    g.extra["last_transform"] = {**g.extra.get("last_transform", {}), oid: m.timestamp}
    run_as_transforms(g, oid)  # CR 712.20: "as it transforms" abilities apply now
    return Event("transform", obj=oid, player=m.controller,
                 data={"face": m.face, "from_face": before, "cause": cause or "effect"})


def transformed_since(g: GameState, oid: int, timestamp: int) -> bool:
    """Whether the permanent transformed after ``timestamp`` (CR 701.27f)."""
    return int(g.extra.get("last_transform", {}).get(oid, -1)) > timestamp


@applier("transform")
def apply_transform(g: GameState, ev: Event) -> list[Event]:
    oid = ev.obj
    if oid is None or not can_transform(g, oid, ev.data.get("cause")):
        return []
    return [turn_over(g, oid, ev.data.get("cause"))]


def transform_effect(g: GameState, what: list[int], frame: dict[str, Any]) -> None:
    """The Transform effect: each listed permanent transforms. An activated or triggered
    ability of a permanent transforming that permanent does nothing if the permanent has
    transformed since the ability was put on the stack (CR 701.27f)."""
    from manastack.rules.events import submit
    sid = frame.get("stack_id")
    stack_obj = g.objects.get(sid) if sid is not None else None
    for oid in what:
        if oid not in g.objects or g.objects[oid].zone is not Zone.BATTLEFIELD:
            continue
        if stack_obj is not None and stack_obj.card_key is None and stack_obj.source == oid \
                and transformed_since(g, oid, stack_obj.timestamp):
            continue
        submit(g, Event("transform", obj=oid))


def entering_face_allowed(g: GameState, oid: int, face: int) -> bool:
    """CR 712.14a: only a double-faced card can be put onto the battlefield transformed."""
    return face == 0 or is_double_faced_object(g, oid)

