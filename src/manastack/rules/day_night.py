"""Day and night (CR 730): the untap-step check of whether day becomes night or night day."""

from __future__ import annotations

from manastack.state.game_state import GameState


def untap_step_day_night(g: GameState) -> None:
    """CR 730.2: as the untap step begins, day/night may change, based on the number of
    spells the previous turn's active player cast during that turn. Transforming daybound and
    nightbound permanents is done where the designation changes."""
    prev = g.extra.get("prev_turn_active_spells")
    if g.day_night is None or prev is None:
        return
    from manastack.rules.events import Event, submit
    if g.day_night == "day" and prev == 0:
        submit(g, Event("day_night", data={"value": "night"}))
    elif g.day_night == "night" and prev >= 2:
        submit(g, Event("day_night", data={"value": "day"}))


def _apply_day_night(g: GameState, ev):  # type: ignore[no-untyped-def]
    """CR 730.1/730.3: the game becomes day or night; daybound permanents transform as it
    becomes night and nightbound ones as it becomes day."""
    from manastack.rules.characteristics import chars
    value = ev.data["value"]
    if g.day_night == value:
        return []
    g.day_night = value
    g.version += 1
    for oid in g.battlefield:
        o = g.objects[oid]
        if o.face_down or o.phased_out:
            continue
        c = chars(g, oid)
        if (value == "night" and c.has("Daybound")) or (value == "day" and c.has("Nightbound")):
            m = g.mut(oid)
            m.face = 1 - m.face
            m.timestamp = g.next_timestamp()
    return [ev]


def _register() -> None:
    from manastack.rules.event_apply import APPLIERS
    APPLIERS["day_night"] = _apply_day_night


_register()
