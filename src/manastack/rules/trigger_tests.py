"""The rules' interpretation of the vocabulary's trigger and filter tests that read events:
combat damage dealt to a player or to opponents (CR 510.2), the first of the events that happen
at the same time (one trigger for a group of simultaneous events, CR 603.2c), "that player" of a
damage trigger (CR 603.7c, 608.2b), "only once each turn" (CR 603.2h), day and night changing
(CR 730.1), what was attached to a leaving permanent (CR 603.10a), a spell cast from a graveyard
(CR 601.2a), "that was dealt damage this turn" and "with a counter on it" (CR 122.1), a
creature blocking the source (CR 509.3d).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.filter_tests import (
    ControlledByDamagedPlayer,
    DealtDamageThisTurn,
    WithCounter,
)
from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import interpreted_by
from manastack.dsl.triggers import (
    BlockingIt,
    CombatDamageToOpponents,
    CombatDamageToPlayer,
    DamageDealtAtOnce,
    DayNightChanged,
    EnchantedPlayersTurn,
    FirstDamageByIt,
    FirstDamageToIt,
    FirstLeavingYourGraveyard,
    OnlyOnceEachTurn,
    WasAttachedToIt,
    WasInGraveyardWhenCast,
)
from manastack.rules.characteristics import chars, reads_own_state
from manastack.rules.events import emitting
from manastack.rules.selectors import chars_match
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@interpreted_by(BlockingIt)
def _blocking_it(t: BlockingIt, g: GameState, src: int, ev: Any) -> bool:
    """"Whenever ~ becomes blocked by a creature": the blocking creature of this ``blocks``
    event blocks ``src`` (CR 509.3d: one trigger for each creature blocking it)."""
    return src in ev.data.get("blocking", ())


@interpreted_by(CombatDamageToPlayer)
def _combat_damage_to_player(t: CombatDamageToPlayer, g: GameState, src: int, ev: Any) -> bool:
    if not ev.data.get("combat", False) or ev.player is None:
        return False
    if t.subject == "self":
        return bool(ev.source == src)
    c = ev.lki if ev.lki is not None else (
        chars(g, ev.source) if ev.source in g.objects else None)
    if c is None or not isinstance(t.subject, Filter):
        return False
    you = chars(g, src).controller if src in g.objects else None
    return bool(you is not None and chars_match(g, c, t.subject, you, src, ev.source))


def hits_an_opponent(g: GameState, src: int, ev: Any, subject: Filter) -> bool:
    """``ev`` is combat damage dealt to an opponent of the controller of ``src`` by a creature
    matching ``subject`` (as it dealt the damage)."""
    if ev.kind != "damage" or ev.amount <= 0 or ev.player is None:
        return False
    if not _combat_damage_to_player(CombatDamageToPlayer(subject), g, src, ev):
        return False
    you = chars(g, src).controller if src in g.objects else None
    return you is not None and g.is_opponent(you, ev.player)


@interpreted_by(CombatDamageToOpponents)
def _combat_damage_to_opponents(t: CombatDamageToOpponents, g: GameState, src: int,
                                ev: Any) -> bool:
    first = next((e for e in emitting() if hits_an_opponent(g, src, e, t.subject)), None)
    return first is ev


@interpreted_by(FirstLeavingYourGraveyard)
def _first_leaving_your_graveyard(t: FirstLeavingYourGraveyard, g: GameState, source: int,
                                  ev: Any) -> bool:
    you = chars(g, source).controller if source in g.objects else None

    def yours(e: Any) -> bool:
        if e.kind != "zone_change" or e.from_zone is not Zone.GRAVEYARD:
            return False
        moved = e.new_obj if e.new_obj in g.objects else None
        return moved is not None and g.objects[moved].owner == you
    first = next((e for e in emitting() if yours(e)), None)
    return first is ev


@interpreted_by(FirstDamageToIt)
def _first_damage_to_it(t: FirstDamageToIt, g: GameState, source: int, ev: Any) -> bool:
    if ev.obj != source or ev.amount <= 0:
        return False
    first = next((e for e in emitting() if e.kind == "damage" and e.obj == source), None)
    return first is ev


@interpreted_by(FirstDamageByIt)
def _first_damage_by_it(t: FirstDamageByIt, g: GameState, source: int, ev: Any) -> bool:
    if ev.source != source or ev.amount <= 0:
        return False
    first = next((e for e in emitting() if e.kind == "damage" and e.source == source), None)
    return first is ev


@interpreted_by(ControlledByDamagedPlayer)
def _controlled_by_damaged_player(t: ControlledByDamagedPlayer, g: GameState, oid: int,
                                  you: int, source: int | None) -> bool:
    for sid in reversed(g.stack):
        s = g.objects.get(sid)
        if s is None or s.source != source or s.stack.get("kind") != "triggered":
            continue
        ev = s.stack.get("event")
        if ev is not None and ev.kind == "damage" and ev.player is not None:
            return bool(chars(g, oid).controller == ev.player)
    return False


@interpreted_by(WasInGraveyardWhenCast)
def _was_in_graveyard(t: WasInGraveyardWhenCast, g: GameState, source: int, ev: Any) -> bool:
    o = g.objects.get(ev.obj)
    return o is not None and o.stack.get("from_zone") in (Zone.GRAVEYARD, "graveyard")


@interpreted_by(DayNightChanged)
def _day_night_changed(t: DayNightChanged, g: GameState, source: int, ev: Any) -> bool:
    return ev.data.get("from") is not None


@interpreted_by(WasAttachedToIt)
def _was_attached_to_it(t: WasAttachedToIt, g: GameState, source: int, ev: Any) -> bool:
    return source in ev.data.get("attached", ())


@interpreted_by(DamageDealtAtOnce)
def _damage_dealt_at_once(t: DamageDealtAtOnce, g: GameState, ev: Any) -> int:
    total = int(ev.amount)
    if not ev.data.get("combat"):
        return total
    at = next((i for i, e in enumerate(g.log) if e is ev), None)
    if at is None:
        return total
    for e in g.log[at + 1:]:
        if e.kind in ("life_loss", "life_gain"):  # damage's results (CR 120.3, 702.15b)
            continue
        if e.kind != "damage" or not e.data.get("combat"):
            break
        if e.obj == ev.obj:
            total += e.amount
    return total


@interpreted_by(OnlyOnceEachTurn)
def _only_once_each_turn(t: OnlyOnceEachTurn, g: GameState, source: int, ev: Any) -> bool:
    if t.inner is not None and not t.inner(g, source, ev):
        return False
    key = ("triggered_once", source, t.label)
    if g.turn_counts.get(key):
        return False
    g.turn_counts[key] = True
    return True


@interpreted_by(EnchantedPlayersTurn)
def _enchanted_players_turn(t: EnchantedPlayersTurn, g: GameState, src: int, ev: Any) -> bool:
    o = g.objects.get(src)
    return o is not None and ev.player is not None and o.attached_to == ev.player


@interpreted_by(DealtDamageThisTurn)
def _dealt_damage_this_turn(t: DealtDamageThisTurn, g: GameState, oid: int, you: int,
                            source: int | None) -> bool:
    for ev in reversed(g.log):
        if ev.kind == "turn_begin" and ev.amount == g.turn:
            return False
        if ev.kind == "damage" and ev.obj == oid and ev.amount > 0:
            return True
    return False


@interpreted_by(WithCounter)
def _with_counter(t: WithCounter, g: GameState, oid: int, you: int, source: int | None) -> bool:
    o = g.objects.get(oid)
    return o is not None and o.counters.get(t.kind, 0) > 0


reads_own_state(WithCounter)  # the counters of the object tested only (CR 122.1)
