"""The event pipeline: proposed event → replacement/prevention → apply → log and triggers.

``submit`` (in ``manastack.rules.events``) queues an ``event`` instruction; this module carries
it out. Simultaneous events (combat damage, "destroy all") travel as one ``batch`` so that every
object leaving at once sees the others leave (CR 603.10a).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.rules.as_enters import start_as_enters
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask
from manastack.rules.commander import (
    answered,
    ask_command_zone,
    ask_command_zone_for_draw,
    drawn_commander,
    offers_command_zone,
)
from manastack.rules.day_night import immediate_day_night
from manastack.rules.event_apply import (
    apply_event,
    convert,
    lifelink_gains_together,
    make_tokens,
    place_tokens,
)
from manastack.rules.events import (  # noqa: F401 - emitting re-exported
    EMITTING,
    Event,
    emitting,
    happening_at_once,
    submit,
)
from manastack.rules.instructions import handler, push
from manastack.rules.replacement import Rep, applicable, limited_shield_applies, shared_shield
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
    events = list(events)
    g.log.extend(events)
    EMITTING[0] = events
    check_triggers(g, events)
    for after in AFTER_EMITTED.values():
        after(g, events)
    # CR 702.145c-g: these happen immediately, not as state-based actions, but after the
    # events that caused them: a double-faced token entering front face up at night has
    # entered as that face, its enters abilities triggered (603.6a), before it transforms
    emit(g, immediate_day_night(g))


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
        if offers_command_zone(g, ev):
            ask_command_zone(g, ev, "commander_replacement_answer")  # CR 903.9b
            return
    if ev.kind == "draw" and _asks_about_drawn_commander(g, ev):
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


def _asks_about_drawn_commander(g: GameState, ev: Event) -> bool:
    """CR 903.9b, 121.1, 616.1: the draw ``ev`` would put its player's commander into their
    hand, so its owner may put it into the command zone instead: asked before the other
    replacement effects of the draw apply ("the next time you would draw a card, ... instead",
    none of them a self-replacement effect, which would come first, 616.1a). Both replace the
    same draw, and the drawing player chooses among them; the command zone being a "may",
    asking first offers every order: put there, the card isn't drawn and the others no longer
    apply (a shield stays, unused, CR 614.7); left, the others apply as chosen. Says whether
    it asked."""
    card = drawn_commander(g, ev)
    if card is None:
        return False
    ask_command_zone_for_draw(g, ev, card)
    return True


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


def _batch(g: GameState, ev: Event) -> None:
    events = ev.data["events"]
    for i, e in enumerate(events):
        if e.kind == "zone_change" and offers_command_zone(g, e):
            # CR 903.9b: the commander's owner chooses before the moves happen together.
            ask_command_zone(g, e, "batch_commander_answer", ev, i)
            return
    n = len(g.players)

    def affected(i: int) -> int:
        # CR 616.1: the choices among replacement effects of simultaneous events are made in
        # APNAP order, by the affected player or the affected object's controller
        e = events[i]
        who = g.objects[e.obj].controller if e.obj in g.objects else e.player
        return (who - g.active) % n if who is not None else 0

    todo = tuple((events[i], 0, i) for i in sorted(range(len(events)), key=affected))
    fid = g.new_frame(todo=todo, todo0=todo, done=(), waiting=(), settled=False,
                      milled=False, picked=(), results=False)
    _batch_replace(g, ev, fid)


def _batch_replace(g: GameState, ev: Event, fid: int) -> None:
    """Replacement for each event of a simultaneous batch (combat damage, "destroy all"), in
    order of the affected players (APNAP, ``_batch``): self-replacements first (CR 616.1a);
    when several effects apply to one event, the affected player or the controller of the
    affected object chooses one (CR 616.1), then the rest of the batch goes on. The frame keeps
    the events still to be replaced (``todo``, each with how many replacements led to it and
    the place in the batch of the event it comes from) and the replaced ones (``done``, each
    with that place: they are applied in the batch's order). A shield that prevents the next
    N damage, or the next time some damage would be dealt, and can't prevent all of the damage
    it would apply to among them is applied to the damage its player chooses first (CR 615.7, ``_ask_shared_shield``): the events it
    would apply to wait at the end (their places in ``waiting``) until the others are
    replaced, since a redirection may yet bring more damage to what it protects (CR 614.9);
    then they are replaced in the batch's order of affected players."""
    f = g.frames[fid]
    todo: list[tuple[Event, int, int]] = list(f["todo"])
    done: list[tuple[Event, int]] = list(f["done"])
    while True:
        while todo:
            e, depth, at = todo[0]
            if e.kind == "mill":
                # its cards are worked out with the batch's other mills, below
                todo.pop(0)
                done.append((e, at))
                continue
            if not f["settled"] and at in f["waiting"]:
                # only waiting events are left (they went to the end): CR 615.7, all the
                # damage the shields would apply to is known
                f["settled"] = True
                order = {place: i for i, (_e, _d, place) in enumerate(f["todo0"])}
                todo.sort(key=lambda x: order[x[2]])
                continue
            if not f["settled"] and limited_shield_applies(g, e):
                f["waiting"] = (*f["waiting"], at)
                todo.append(todo.pop(0))
                continue
            if _ask_shared_shield(g, ev, fid, todo, done):
                return
            batch = _in_batch(todo, done)
            with happening_at_once(batch):
                reps = applicable(g, e)
            if not f["results"]:
                reps = [r for r in reps if not r.of_results]
            if not reps or depth > 20:
                todo.pop(0)
                conv = convert(g, e)
                if conv is not None:
                    if conv is not e:
                        todo.insert(0, (conv, depth + 1, at))
                    else:
                        done.append((e, at))
                continue
            cands = [r for r in reps if r.self_replacement] or reps
            if len(cands) > 1:
                f["todo"], f["done"] = tuple(todo), tuple(done)
                push(g, "batch_rep_chosen", ev, fid)
                ask(g, cands[0].chooser, "order_replacements", tuple(r.rid for r in cands),
                    fid, "choice", prompt="Choose which replacement effect applies first",
                    labels=tuple((r.rid, r.label) for r in cands),
                    sources=tuple((r.rid, r.source) for r in cands), about=e.obj)
                return
            with happening_at_once(batch):
                todo[0:1] = _replaced(g, e, depth, at, cands[0])
        if not f["milled"] and any(e.kind == "mill" for e, _at in done):
            # Damage replaced by milling (CR 614.1a): every mill of the batch takes its own
            # top cards, all moved with the rest of the batch (CR 510.2, 701.17a), after it.
            f["milled"] = True
            mills = [e for e, _at in sorted(done, key=lambda x: x[1]) if e.kind == "mill"]
            end = len(ev.data["events"])
            todo = [(m, 0, end) for m in mill_moves(g, mills)]
            done = [x for x in done if x[0].kind != "mill"]
            continue
        if not f["results"]:
            # CR 120.4b-c: the whole batch's damage is dealt as the effects on damage modify
            # it; then the effects on its results apply, each seeing all of that damage.
            f["results"] = True
            todo = [(e, 0, at) for e, at in done if e.kind == "damage"]
            done = [x for x in done if x[0].kind != "damage"]
            continue
        break
    g.frames.pop(fid)
    _apply_batch(g, ev, [e for e, _at in sorted(done, key=_applied_order)])


def _applied_order(x: tuple[Event, int]) -> tuple[bool, int]:
    """The order replaced events of a batch are applied in: the batch's, but a life total
    that becomes a number instead of being reduced (the whole event's result replaced, CR
    120.4c, 614.1a) is set after the batch's other results, the life its lifelink gains
    included."""
    e, at = x
    return e.data.get("life_becomes") is not None, at


def _in_batch(todo: list[tuple[Event, int, int]], done: list[tuple[Event, int]],
              ) -> tuple[Event, ...]:
    """The events of a batch not yet applied: those still to be replaced, the first of
    ``todo`` being the one replacement effects look at now, and those replaced
    (``events.simultaneous``)."""
    return tuple(e for e, _depth, _at in todo) + tuple(e for e, _at in done)


def _replaced(g: GameState, ev: Event, depth: int, at: int,
              rep: Rep) -> list[tuple[Event, int, int]]:
    """What ``ev`` (from place ``at`` in its batch) becomes once ``rep`` has applied to it,
    still to be replaced further."""
    marked = ev.but(applied=ev.applied | {rep.rid})
    return [(new.but(applied=new.applied | marked.applied), depth + 1, at)
            for new in _as_list(rep.fn(g, marked))]


def _ask_shared_shield(g: GameState, ev: Event, fid: int, todo: list[tuple[Event, int, int]],
                       done: list[tuple[Event, int]]) -> bool:
    """CR 615.7: damage from two or more sources would be dealt at once to a permanent or
    player with a shield that prevents the next N damage, more than it can still prevent, or
    the next time a creature of some kind would deal damage (CR 615.8: one of them): the
    player or the permanent's controller chooses, by its source, the damage the shield
    prevents first (then, while some of the shield is left, again among the rest). Asks, and
    says so, when the first event still to be replaced is one of them and no choice was made
    for it with that shield."""
    if not g.shields:
        return False  # (the most frequent case: nothing to choose, nothing to gather)
    f = g.frames[fid]
    at = todo[0][2]
    skip = frozenset(sid for sid, place in f["picked"] if place == at)
    found = shared_shield(g, [e for e, _depth, _at in todo], skip)
    if found is None:
        return False
    sh, places, chooser = found
    sources = tuple(dict.fromkeys(todo[i][0].source for i in places))  # each has one (CR 120.1)
    f["todo"], f["done"] = tuple(todo), tuple(done)
    f["shield"] = (sh.sid, tuple(todo[i][2] for i in places))
    push(g, "batch_shield_chosen", ev, fid)
    ask(g, chooser, "shield_damage", sources, fid, "choice",
        prompt="Choose the damage the shield prevents" if sh.amount is None else
        f"Choose the damage the shield prevents first (it can prevent {sh.amount})",
        about=sh.source, prevents=sh.amount)
    return True


@handler("batch_shield_chosen")
def _batch_shield_chosen(g: GameState, ev: Event, fid: int) -> None:
    """The damage from the source chosen goes first among the events still to be replaced;
    the shield's choice is made for it (CR 615.7)."""
    f = g.frames[fid]
    source, (sid, places) = f.pop("choice"), f.pop("shield")
    todo = list(f["todo"])
    i = next(i for i, x in enumerate(todo) if x[2] in places and x[0].source == source)
    todo.insert(0, todo.pop(i))
    f["todo"] = tuple(todo)
    f["picked"] = (*f["picked"], (sid, todo[0][2]))
    _batch_replace(g, ev, fid)


@handler("batch_rep_chosen")
def _batch_rep_chosen(g: GameState, ev: Event, fid: int) -> None:
    f = g.frames[fid]
    rid = f.pop("choice")
    e, depth, at = f["todo"][0]
    rest = f["todo"][1:]
    with happening_at_once(_in_batch(list(f["todo"]), list(f["done"]))):
        for r in applicable(g, e):
            if r.rid == rid:
                f["todo"] = (*_replaced(g, e, depth, at, r), *rest)
                break
    _batch_replace(g, ev, fid)


def _apply_batch(g: GameState, ev: Event, subs: list[Event]) -> None:
    """Apply a simultaneous batch. The permanents that leave the battlefield together each
    last existed on it with the others still there: their last-known information is taken
    from the one state before any of them leaves (CR 603.10a, 608.2h), not after the moves
    made before its own (an ability another of them granted stays in it). Likewise what was
    attached to each of them is taken from that state: an Equipment destroyed together with
    the creature it equips was still attached to it as it left ("whenever equipped creature
    dies" triggers, CR 603.10a)."""
    objects = g.objects
    subs = list(subs)
    attached: dict[int, tuple[int, ...]] = {}
    for x in g.battlefield:
        host = objects[x].attached_to
        if host is not None:
            attached[host] = (*attached.get(host, ()), x)
    for i, e in enumerate(subs):
        if e.kind == "zone_change":
            o = objects.get(e.obj)  # type: ignore[arg-type]
            if o is not None and o.zone is Zone.BATTLEFIELD:
                on_it = attached.get(o.id)
                subs[i] = e.but(lki=chars(g, o.id), data={**e.data, "attached": on_it}) \
                    if on_it else e.but(lki=chars(g, o.id))
    # The tokens created at once are all made before any is put onto the battlefield (CR
    # 614.12, ``event_apply.make_tokens``)
    made = {i: make_tokens(g, e) for i, e in enumerate(subs) if e.kind == "create_token"}
    emitted: list[Event] = []
    for i, e in enumerate(subs):
        emitted.extend(place_tokens(g, e, made[i]) if i in made else apply_event(g, e))
    emitted = lifelink_gains_together(emitted)  # CR 702.15b, 702.15e
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
