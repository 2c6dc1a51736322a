"""The rules' interpretation of the vocabulary's trigger and filter tests that read events:
combat damage dealt to a player or to opponents (CR 510.2), the first of the events that happen at the same time
(one trigger for a group of simultaneous events, CR 603.2c), and "that player" of a damage
trigger (CR 603.7c, 608.2b).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.filters import ControlledByDamagedPlayer, Filter
from manastack.dsl.interpreted import interpreted_by
from manastack.dsl.triggers import (
    CombatDamageToOpponents,
    CombatDamageToPlayer,
    FirstDamageByIt,
    FirstDamageToIt,
    FirstLeavingYourGraveyard,
)
from manastack.rules.characteristics import chars
from manastack.rules.events import emitting
from manastack.rules.selectors import chars_match
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


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
    return you is not None and ev.player != you


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
