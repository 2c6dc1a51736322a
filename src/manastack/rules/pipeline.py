"""The event pipeline: proposed event → replacement/prevention → apply → log and triggers.

``submit`` (in ``manastack.rules.events``) queues an ``event`` instruction; this module carries
it out. Simultaneous events (combat damage, "destroy all") travel as one ``batch`` so that every
object leaving at once sees the others leave (CR 603.10a).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.rules.as_enters import start_as_enters
from manastack.rules.choices import ask
from manastack.rules.day_night import immediate_day_night
from manastack.rules.event_apply import apply_event, convert
from manastack.rules.events import EMITTING, Event, emitting, submit  # noqa: F401 - emitting re-exported
from manastack.rules.instructions import handler, push
from manastack.rules.replacement import Rep, applicable
from manastack.rules.triggers import check_triggers
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

AFTER_EMITTED: dict[str, Callable[[GameState, list[Event]], None]] = {}
"""What happens as soon as events are emitted, after triggered abilities have seen them, each
``(game, events)``, by name, registered by the rules module it belongs to (which sits above the
pipeline): ``rules.exile_until``, "until ~ leaves the battlefield" returns the cards now
(CR 610.3a)."""


def emit(g: GameState, events: list[Event]) -> None:
    """Record what happened and let triggered abilities see it."""
    if not events:
        return
    events = list(events) + immediate_day_night(g)  # CR 702.145c-g: not state-based actions
    g.log.extend(events)
    EMITTING[0] = events
    check_triggers(g, events)
    for after in AFTER_EMITTED.values():
        after(g, events)


def _as_list(x: Any) -> list[Event]:
    if x is None:
        return []
    if isinstance(x, Event):
        return [x]
    return list(x)


@handler("event")
def _event(g: GameState, ev: Event) -> None:
    if start_as_enters(g, ev):
        return  # CR 614.12: "as enters" choices first; the event comes back after them
    if ev.kind == "batch":
        _batch(g, ev)
        return
    if ev.kind == "mill":  # CR 701.17a: the top cards, moved at once
        submit_batch(g, mill_moves(g, [ev]))
        return
    if ev.kind == "zone_change" and ev.obj is not None and ev.to_zone is not None and \
            ev.to_zone.value in ("hand", "library"):
        from manastack.rules.commander import ask_command_zone, offers_command_zone
        if offers_command_zone(g, ev):
            ask_command_zone(g, ev, "commander_replacement_answer")  # CR 903.9b
            return
    reps = applicable(g, ev)
    if not reps:
        conv = convert(g, ev)
        if conv is not ev:
            if conv is not None:
                submit(g, conv)
            return
        emit(g, apply_event(g, ev))
        return
    selfreps = [r for r in reps if r.self_replacement]
    cands = selfreps or reps
    if len(cands) == 1:
        _use(g, ev, cands[0])
        return
    fid = g.new_frame(reps=tuple(r.rid for r in cands))
    push(g, "event_rep_chosen", ev, fid)
    ask(g, cands[0].chooser, "order_replacements", tuple(r.rid for r in cands), fid, "choice",
        prompt="Choose which replacement effect applies first",
        labels=tuple((r.rid, r.label) for r in cands),
        sources=tuple((r.rid, r.source) for r in cands), about=ev.obj)


def _use(g: GameState, ev: Event, rep: Rep) -> None:
    marked = ev.but(applied=ev.applied | {rep.rid})
    for new in reversed(_as_list(rep.fn(g, marked))):
        submit(g, new.but(applied=new.applied | marked.applied))


@handler("event_rep_chosen")
def _rep_chosen(g: GameState, ev: Event, fid: int) -> None:
    rid = g.frames.pop(fid)["choice"]
    for r in applicable(g, ev):
        if r.rid == rid:
            _use(g, ev, r)
            return
    submit(g, ev)


def _auto_replace(g: GameState, ev: Event, depth: int = 0) -> list[Event]:
    """Replacement for one event of a simultaneous batch: self-replacements first, then in
    the order the effects were created."""
    if ev.kind == "mill":
        return [ev]  # its cards are worked out with the batch's other mills (``_batch``)
    reps = applicable(g, ev)
    if not reps or depth > 20:
        conv = convert(g, ev)
        if conv is None:
            return []
        if conv is not ev:
            return _auto_replace(g, conv, depth + 1)
        return [ev]
    selfreps = [r for r in reps if r.self_replacement]
    rep = (selfreps or reps)[0]
    marked = ev.but(applied=ev.applied | {rep.rid})
    out: list[Event] = []
    for new in _as_list(rep.fn(g, marked)):
        out.extend(_auto_replace(g, new.but(applied=new.applied | marked.applied), depth + 1))
    return out


def _batch(g: GameState, ev: Event) -> None:
    from manastack.rules.commander import ask_command_zone, offers_command_zone
    events = ev.data["events"]
    for i, e in enumerate(events):
        if e.kind == "zone_change" and offers_command_zone(g, e):
            # CR 903.9b: the commander's owner chooses before the moves happen together.
            ask_command_zone(g, e, "batch_commander_answer", ev, i)
            return
    subs: list[Event] = []
    for e in ev.data["events"]:
        subs.extend(_auto_replace(g, e))
    if any(e.kind == "mill" for e in subs):
        # Damage replaced by milling (CR 614.1a): every mill of the batch takes its own top
        # cards, all moved with the rest of the batch (CR 510.2, 701.17a).
        moves = mill_moves(g, [e for e in subs if e.kind == "mill"])
        subs = [e for e in subs if e.kind != "mill"]
        for m in moves:
            subs.extend(_auto_replace(g, m))
    emitted: list[Event] = []
    for e in subs:
        emitted.extend(apply_event(g, e))
    leavers = tuple((e.obj, e.lki) for e in emitted
                    if e.kind == "zone_change" and e.lki is not None and e.from_zone is not None
                    and e.from_zone.value == "battlefield")
    if len(leavers) > 1:
        emitted = [e.but(data={**e.data, "batch_lki": tuple(x for x in leavers if x[0] != e.obj)})
                   if e.kind == "zone_change" and e.lki is not None else e for e in emitted]
    if ev.data.get("log_sorted"):
        # The order the moves were made in is hidden (CR 401.2, ``rules.top_or_bottom``).
        emitted.sort(key=lambda e: (e.obj is None, e.obj or 0))
    emit(g, emitted)


@handler("batch_commander_answer")
def _batch_commander_answer(g: GameState, batch: Event, i: int, ev: Event, fid: int) -> None:
    from manastack.rules.commander import answered
    events = list(batch.data["events"])
    events[i] = answered(g, ev, fid)
    submit(g, batch.but(data={**batch.data, "events": tuple(events)}))


def mill_moves(g: GameState, mills: list[Event]) -> list[Event]:
    """The moves of the mill events ``mills`` (damage replaced by milling,
    ``rules.damage_replacement``), which happen at once: each player's top cards in order, the
    cards of one mill following those of the mill before it (CR 701.17a)."""
    taken: dict[int, int] = {}
    out: list[Event] = []
    for m in mills:
        p = m.player
        assert p is not None
        start = taken.get(p, 0)
        cards = g.players[p].library[start:start + max(0, m.amount)]
        taken[p] = start + len(cards)
        out.extend(Event("zone_change", obj=c, from_zone=Zone.LIBRARY, to_zone=Zone.GRAVEYARD,
                         player=p, data={"cause": "mill"}) for c in cards)
    return out


def submit_batch(g: GameState, events: list[Event]) -> None:
    """Queue events that happen simultaneously."""
    if not events:
        return
    if len(events) == 1:
        submit(g, events[0])
    else:
        submit(g, Event("batch", data={"events": tuple(events)}))
