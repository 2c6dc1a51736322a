"""Triggered abilities (CR 603): matching emitted events (putting them on the stack is
``rules.stack``'s, CR 603.3).

Abilities trigger when an event matches their trigger condition; leaves-the-battlefield
abilities "look back in time" (CR 603.10a) using the last-known information carried by the
event. Triggered abilities wait in ``GameState.triggered`` and are put on the stack the next time
a player would receive priority, in APNAP order, each player ordering their own (CR 603.3b).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from manastack.dsl.abilities import TriggeredAbility
from manastack.dsl.filters import Filter
from manastack.dsl.triggers import Trigger
from manastack.rules.characteristics import Chars, chars, compute_all
from manastack.rules.events import Event
from manastack.rules.keyword_abilities import with_keyword_triggers
from manastack.rules.permanents_outline import (
    Changes,
    index_updated,
    outline_changes,
    permanents_outline,
)
from manastack.rules.selectors import chars_match
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@dataclass(frozen=True)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack."""

    source: int
    ability: TriggeredAbility
    controller: int
    event: Event | None
    lki: Chars | None = None
    remembered: tuple[int, ...] = ()
    about: int | None = None
    """The object a delayed triggered ability is about ("that creature"): what it calls
    itself, its source being the source of the ability that created it (CR 603.7d)."""
    x: int | None = None
    """The X chosen as its source was cast, noted as it triggered: an enters ability uses it
    even once its source has left the battlefield (CR 107.3m, 608.2h)."""

    def __repr__(self) -> str:
        return f"Trig({self.source},{self.ability.text[:30]!r},{self.controller},{self.event})"


@dataclass(frozen=True)
class DelayedTriggerRecord:
    """A delayed triggered ability (CR 603.7): triggers once, then is gone."""

    did: int
    ability: TriggeredAbility
    controller: int
    source: int | None
    remembered: tuple[int, ...] = ()
    until_turn: int | None = None
    """The turn of a "this turn" or "until end of turn" one: it ends in that turn's cleanup
    step (CR 514.2, rules.turn)."""
    every_time: bool = False
    """It has a stated duration and triggers each time, not only once (CR 603.7b)."""
    about: int | None = None
    """The object it is about ("when that creature dies", "destroy that creature"): its
    trigger and effects refer to it as to themselves, while its source stays the source of
    the ability that created it (CR 603.7d)."""
    source_chars: Chars | None = None
    """Its source's characteristics as the ability creating it resolved: what the ability uses
    once that source has left the zone it was in (a spell has by then: CR 603.7d, 608.2h)."""


def subject_matches(g: GameState, trig: Trigger, source: int, controller: int,
                    ev: Event) -> bool:
    subj = trig.subject
    if subj is None:
        return True
    if subj == "self":
        return ev.obj == source or ev.new_obj == source
    if isinstance(subj, Filter):
        oid = ev.new_obj if ev.new_obj is not None else ev.obj
        if oid is None:
            return False
        if ev.new_obj is not None and ev.new_obj in g.objects and ev.to_zone is Zone.BATTLEFIELD:
            c = chars(g, ev.new_obj)
        elif ev.lki is not None:
            c = ev.lki
        elif oid in g.objects:
            c = chars(g, oid)
        else:
            return False
        sub = subj
        if sub.other and source in (ev.obj, ev.new_obj):
            return False  # "another": not the source itself, whatever zone it moved to
        if sub.zone is not Zone.BATTLEFIELD:
            sub = sub.but(zone=Zone.BATTLEFIELD)
        return chars_match(g, c, sub, controller, source, oid)
    return False


PER_PLAYER_STEP = frozenset({"each_player", "each_opponent", "enchanted_player"})
"""The ``Trigger.player`` values of "at the beginning of" abilities about one player's step,
which see the step of each active player of a team sharing its turns (CR 805.4, 805.4d): "each
player's" and "each opponent's [step]" referring to "that player" trigger once for each
(each opponent), "enchanted player's [step]" for the enchanted player, whoever of the team
they are. The others ("your", "each", "each opponent's" otherwise) trigger once a step."""


def trigger_matches(g: GameState, trig: Trigger, source: int, controller: int,
                    ev: Event) -> bool:
    """Whether ``ev`` satisfies the trigger condition of an ability of ``source``."""
    if trig.event != ev.kind:
        return False
    if trig.from_zone is not None and ev.from_zone is not trig.from_zone:
        return False
    if trig.to_zone is not None and ev.to_zone is not trig.to_zone:
        return False
    if trig.step is not None and (ev.data.get("step") != trig.step or (
            trig.player not in PER_PLAYER_STEP and "shared_turn" in ev.data)):
        return False  # CR 805.4d: the step of an active player other than the primary player
    if trig.player in ("you", "opponent", "each_opponent"):  # whose event it must be
        if ev.player is None:
            return False
        if trig.player == "you" and ev.player != controller and not (
                ev.kind == "step_begin" and g.teams is not None and
                ev.player in g.teams[controller]):
            return False  # "your [step]": the team's, with shared team turns (CR 805.4)
        if trig.player in ("opponent", "each_opponent") and \
                not g.is_opponent(controller, ev.player):
            return False
    if not subject_matches(g, trig, source, controller, ev):
        return False
    if trig.test is not None and not trig.test(g, source, ev):
        return False
    return True


def check_triggers(g: GameState, events: list[Event]) -> None:
    """Find every ability that triggers on ``events`` and queue it (CR 603.2)."""
    allc = compute_all(g) if g.battlefield else {}
    seen, by_event = _battlefield_triggers(g, allc)
    for ev in events:
        kind = ev.kind
        entries = by_event.get(kind)
        if entries:
            if kind == "step_begin":
                entries = _of_step(entries, ev.data.get("step"))
            for oid, a in entries:
                _try_trigger(g, oid, allc[oid], a, ev)
        if kind == "zone_change":
            # CR 603.10a: leaves-the-battlefield abilities look back in time.
            if ev.from_zone is Zone.BATTLEFIELD and ev.lki is not None:
                if ev.obj not in seen:
                    _check_source(g, ev.obj, ev.lki, ev)  # type: ignore[arg-type]
                for other in ev.data.get("batch_lki", ()):
                    _check_source(g, other[0], other[1], ev)
            if ev.to_zone is Zone.GRAVEYARD and ev.new_obj in g.objects:
                # "When ~ is put into your graveyard from ...": the card that arrived, from
                # there
                _check_graveyard_card(g, ev.new_obj, ev)  # type: ignore[arg-type]
        elif kind in _OTHER_ZONES:
            # Abilities that function from other zones (hand, graveyard, stack).
            if ev.obj is not None:
                oid = ev.new_obj if ev.new_obj is not None else ev.obj
                lki = ev.lki
                if lki is None and oid in g.objects:
                    lki = chars(g, oid)
                if lki is not None and oid not in seen:
                    _check_source(g, oid, lki, ev, other_zone=True)
        elif kind in _GRAVEYARD_EVENTS:  # CR 113.6k: abilities that work there
            _check_graveyards(g, ev)
        if g.delayed:
            _check_delayed(g, ev)


_OTHER_ZONES = frozenset({"cycle", "cast", "discard"})
"""The kinds of events that abilities of the card they are about trigger on from a hand, a
graveyard or the stack."""
_GRAVEYARD_EVENTS = frozenset({"step_begin", "day_night"})
"""The kinds of events that abilities working from a graveyard trigger on (CR 113.6k)."""


def _check_delayed(g: GameState, ev: Event) -> None:
    """The delayed triggered abilities that ``ev`` triggers (CR 603.7), each once unless it
    triggers each time (CR 603.7b); those that last this turn end in its cleanup step
    (rules.turn, CR 514.2)."""
    for d in list(g.delayed):
        subject = d.about if d.about is not None else d.source
        if trigger_matches(g, d.ability.trigger, subject or 0, d.controller, ev):
            if not d.every_time:
                g.delayed = [x for x in g.delayed if x.did != d.did]
            g.triggered.append(PendingTrigger(d.source or 0, d.ability, d.controller, ev,
                                              d.source_chars, d.remembered, d.about))
            g.version += 1


Entries = list[tuple[int, TriggeredAbility]]
"""The index's entries for one kind of event: each permanent with one of its triggered
abilities, in battlefield then Oracle order."""

_BY_STEP: list[Any] = [None, {}]
"""The "at the beginning of [step]" entries of the trigger index last asked for (held, so
that its id stays its own), and those of them each step can trigger (``_of_step``)."""


def _of_step(entries: Entries, step: Any) -> Entries:
    """Of the index's entries waiting for a step to begin, in the same order, those whose
    step is ``step`` or that name none: the others can't trigger as it begins (CR 603.2,
    ``trigger_matches``), so a step passes over them without a look."""
    if _BY_STEP[0] is not entries:
        _BY_STEP[0] = entries
        _BY_STEP[1] = {}
    kept: dict[Any, Entries] = _BY_STEP[1]
    out = kept.get(step)
    if out is None:
        out = kept[step] = [x for x in entries
                            if x[1].trigger.step is None or x[1].trigger.step == step]
    return out


def _check_graveyards(g: GameState, ev: Event) -> None:
    """Triggered abilities that work from a graveyard ("At the beginning of your upkeep, if
    ~ is in your graveyard", CR 113.6k)."""
    objects = g.objects
    memo = g._graveyard_memo
    if memo is None:
        memo = g._graveyard_memo = {}
    for p in g.player_ids():
        gy = g.players[p].graveyard
        kept = memo.get(p)
        if kept is not None and kept[0] == gy:
            found = kept[1]  # the same graveyard as at the last step: the same cards
        else:
            # Most cards have no such ability: they are passed over at a dictionary lookup
            # each, once for each content of the graveyard
            found = [x for x in gy
                     if _GRAVEYARD_TRIGGERS.get(objects[x].card_key) is not False]
            memo[p] = (list(gy), found)
        for oid in found:
            _check_graveyard_card(g, oid, ev)


_GRAVEYARD_TRIGGERS: dict[str | None, bool] = {}
"""Whether the card keys asked so far have a triggered ability that functions in a graveyard
(``_graveyard_waits``), as a plain dictionary."""


def _check_graveyard_card(g: GameState, oid: int, ev: Event) -> None:
    """The triggered abilities of card ``oid`` in a graveyard that ``ev`` triggers."""
    o = g.objects[oid]
    if o.zone is not Zone.GRAVEYARD:
        return
    waits = _graveyard_waits(o.card_key)
    kind = ev.kind
    if (kind, None) not in waits and (kind, ev.data.get("step")) not in waits:
        return  # none of them waits for such an event (nor this step: ``trigger_matches``)
    c = chars(g, oid)
    for a in c.abilities:
        if isinstance(a, TriggeredAbility) and a.zone is Zone.GRAVEYARD and \
                trigger_matches(g, a.trigger, oid, o.owner, ev) and \
                (a.condition is None or a.condition(g, oid, ev)):
            g.triggered.append(PendingTrigger(oid, a, o.owner, ev, c))
            g.version += 1


def _battlefield_triggers(g: GameState, allc: dict[int, Chars]
                          ) -> tuple[set[int], dict[str, Entries]]:
    """The permanents whose abilities can trigger (phased-out ones can't, CR 702.26b), and
    their triggered abilities that function on the battlefield, by the event kind they wait
    for, in battlefield then Oracle order (the order ``_check_source`` would find them in),
    each with its permanent: a trigger takes the permanent's characteristics of the layer
    pass it is checked with (its controller and last known information, CR 603.10). Kept
    with the layer pass it was made from, and for a new pass with the same permanents and
    abilities (the same outline)."""
    memo = g._trigger_index
    if memo is not None and memo[0] is allc:
        return memo[1], memo[2]
    outline = permanents_outline(g, allc) if g.battlefield else None
    if memo is not None and outline is not None and memo[3] is outline:
        present, by_event = memo[1], memo[2]  # the same permanents with the same abilities
    else:
        changes = None if memo is None or memo[3] is None or outline is None else \
            outline_changes(memo[3], outline)
        if changes is None:
            present, by_event = _index_triggers(g, allc)
        else:
            present, by_event = _index_updated(g, allc, memo[1], memo[2], changes)
    g._trigger_index = (allc, present, by_event, outline)
    return present, by_event


def _index_updated(g: GameState, allc: dict[int, Chars], present: set[int],
                   by_event: dict[str, Entries], changes: Changes
                   ) -> tuple[set[int], dict[str, Entries]]:
    """``_index_triggers`` of a new layer pass, made from the index of the pass before by
    taking out the permanents whose abilities, controller or phasing changed, or that left,
    and putting in those on the battlefield now (``permanents_outline.index_updated``)."""
    now = present.difference(changes[0])

    def put_in(g: GameState, allc: dict[int, Chars], oids: Iterable[int],
               by_event: dict[str, Entries]) -> None:
        _put_in(g, allc, oids, now, by_event)

    return now, index_updated(g, allc, by_event, changes, put_in)


def waiting_for(g: GameState, kind: str) -> list[tuple[int, Chars, TriggeredAbility]]:
    """The triggered abilities of the permanents (phased-out ones left out, CR 702.26b) that
    wait for events of ``kind``, in battlefield then Oracle order, each with its permanent
    and the permanent's characteristics: the index ``check_triggers`` reads, kept with the
    layer pass."""
    allc = compute_all(g) if g.battlefield else {}
    return [(oid, allc[oid], a) for oid, a in _battlefield_triggers(g, allc)[1].get(kind, ())]


def _index_triggers(g: GameState, allc: dict[int, Chars]
                    ) -> tuple[set[int], dict[str, Entries]]:
    present: set[int] = set()
    by_event: dict[str, Entries] = {}
    _put_in(g, allc, g.battlefield, present, by_event)
    return present, by_event


def _put_in(g: GameState, allc: dict[int, Chars], oids: Iterable[int], present: set[int],
            by_event: dict[str, Entries]) -> None:
    """Put the permanents ``oids`` (in battlefield order) that can trigger into ``present``
    (phased-out ones can't, CR 702.26b) and their triggered abilities that function on the
    battlefield at the end of the lists of ``by_event``, in Oracle order."""
    objects = g.objects
    for oid in oids:
        c = allc.get(oid)
        if c is None or objects[oid].phased_out:
            continue
        present.add(oid)
        for a in _battlefield_triggered(c.abilities):
            by_event.setdefault(a.trigger.event, []).append((oid, a))


def _battlefield_triggered(ab: Any) -> tuple[TriggeredAbility, ...]:
    """``_triggered_here`` of the abilities ``ab``, as kept for that tuple."""
    memo = _ON_BATTLEFIELD.get(id(ab))
    return memo[1] if memo is not None and memo[0] is ab else _triggered_here(ab)


def _triggered_here(abilities: Any) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities among ``abilities`` (keywords standing for one included) that
    function on the battlefield, in Oracle order. Kept per abilities tuple (held, so that its
    id stays its own): a new layer pass gives most permanents the same abilities as before."""
    out = tuple(a for a in with_keyword_triggers(abilities)
                if isinstance(a, TriggeredAbility) and a.zone is Zone.BATTLEFIELD)
    if isinstance(abilities, tuple):
        if len(_ON_BATTLEFIELD) > 4096:
            _ON_BATTLEFIELD.clear()
        _ON_BATTLEFIELD[id(abilities)] = (abilities, out)
    return out


_ON_BATTLEFIELD: dict[int, tuple[tuple[Any, ...], tuple[TriggeredAbility, ...]]] = {}


def _try_trigger(g: GameState, oid: int, c: Chars, a: TriggeredAbility, ev: Event) -> None:
    """Queue ability ``a`` of ``oid`` if ``ev`` matches its trigger condition and its
    intervening "if" holds (CR 603.2, 603.4)."""
    if not trigger_matches(g, a.trigger, oid, c.controller, ev):
        return
    if a.condition is not None and not a.condition(g, oid, ev):
        return
    g.triggered.append(PendingTrigger(oid, a, c.controller, ev, c, x=_chosen_x(g, oid)))
    g.version += 1


def _chosen_x(g: GameState, oid: int) -> int | None:
    """The X its permanent's spell was cast with (CR 107.3m), if any."""
    o = g.objects.get(oid)
    return o.chosen.get("x") if o is not None and o.chosen else None


@cache
def _graveyard_waits(card_key: str | None) -> frozenset[tuple[str, Any]]:
    """The events the triggered abilities of the card that function in a graveyard wait for,
    each with the step it names (or None), of every face. Continuous effects don't give cards
    in graveyards abilities here (they apply to permanents and spells), so a card has no such
    ability there but those printed."""
    out: frozenset[tuple[str, Any]] = frozenset()
    if card_key is not None:
        from manastack.cards.registry import card_def
        out = frozenset((a.trigger.event, a.trigger.step) for face in card_def(card_key).faces
                        for a in face.abilities
                        if isinstance(a, TriggeredAbility) and a.zone is Zone.GRAVEYARD)
    _GRAVEYARD_TRIGGERS[card_key] = bool(out)
    return out


def _check_source(g: GameState, oid: int, c: Chars, ev: Event, other_zone: bool = False) -> None:
    """Queue the triggered abilities of ``oid`` (characteristics ``c``) that ``ev`` triggers:
    the leaves-the-battlefield abilities of a permanent that left (looking back in time, CR
    603.10a), or with ``other_zone`` those that function elsewhere and those about the object
    itself (CR 603.6). The battlefield's are those ``_triggered_here`` kept per abilities."""
    ab = c.abilities
    for a in with_keyword_triggers(ab) if other_zone else _battlefield_triggered(ab):
        if not isinstance(a, TriggeredAbility):
            continue
        if other_zone and a.zone is Zone.BATTLEFIELD and a.trigger.subject != "self":
            continue
        if not other_zone and a.trigger.from_zone is not Zone.BATTLEFIELD:
            # CR 603.6c, 603.10a: only leaves-the-battlefield abilities look back in time; one
            # that triggers on a card put into a zone "from anywhere" isn't one, even for a
            # permanent put there from the battlefield at the same time as its source left.
            continue
        if not trigger_matches(g, a.trigger, oid, c.controller, ev):
            continue
        if a.condition is not None and not a.condition(g, oid, ev):
            continue  # CR 603.4: intervening "if"
        g.triggered.append(PendingTrigger(oid, a, c.controller, ev, c, x=_chosen_x(g, oid)))
        g.version += 1


