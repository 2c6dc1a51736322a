"""The rules' interpretation of the conditions of :mod:`manastack.dsl.conditions`: conditions of
static abilities (CR 604.2), intervening "if" clauses (CR 603.4), "if" in a resolving spell's or
ability's instructions (CR 608.2c), what died this turn (CR 700.4) and the lands a land about to
enter counts (CR 614.12).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import conditions as C
from manastack.dsl.interpreted import interpreted_by
from manastack.rules.characteristics import Chars, compute_all
from manastack.rules.selectors import at_least_matching
from manastack.state.control import controller_of
from manastack.state.game_state import GameState


def different_powers(g: GameState, player: int, n: int) -> bool:
    """Whether the creatures ``player`` controls have ``n`` or more different powers
    (MID-RN-029/030), looked for until ``n`` are found."""
    allc = compute_all(g)
    objects = g.objects
    powers = set()
    for oid in g.battlefield:
        c = allc.get(oid)
        if c is None or c.controller != player or c.power is None or not c.is_creature \
                or objects[oid].phased_out:
            continue
        powers.add(c.power)
        if len(powers) >= n:
            return True
    return False


@interpreted_by(C.Coven)
def _coven(c: C.Coven, g: GameState, x: Any, *_: Any) -> bool:
    you = controller_of(g, x)
    return you is not None and different_powers(g, you, 3)


@interpreted_by(C.OpponentLostLifeThisTurn)
def _opponent_lost_life_this_turn(c: C.OpponentLostLifeThisTurn, g: GameState, x: Any,
                                  *_: Any) -> bool:
    you = controller_of(g, x)
    return you is not None and any(
        p.life_lost_this_turn > 0 for i, p in enumerate(g.players) if g.is_opponent(you, i))


@interpreted_by(C.YouControlAToken)
def _you_control_a_token(c: C.YouControlAToken, g: GameState, x: Any, *_: Any) -> bool:
    you = controller_of(g, x)
    return any(g.objects[o].is_token and g.objects[o].controller == you
               and not g.objects[o].phased_out for o in g.battlefield)


@interpreted_by(C.YouControl)
def _you_control(c: C.YouControl, g: GameState, x: Any, *_: Any) -> bool:
    you = controller_of(g, x)
    if you is None:
        return False
    src = x.get("source") if isinstance(x, dict) else x
    return at_least_matching(g, c.filter.but(controller="you"), you, src, c.at_least)


@interpreted_by(C.CreaturesDiedThisTurn)
def _creatures_died_this_turn(c: C.CreaturesDiedThisTurn, g: GameState, *_: Any) -> int:
    n = 0
    for ev in reversed(g.log):
        if ev.kind == "turn_begin" and ev.amount == g.turn:
            break
        if ev.kind == "zone_change" and ev.from_zone is not None and \
                ev.from_zone.value == "battlefield" and ev.to_zone is not None and \
                ev.to_zone.value == "graveyard" and ev.lki is not None and \
                getattr(ev.lki, "is_creature", False):
            n += 1
    return n


def lands_before_entering(g: GameState, oid: int, ev: Any) -> list[Chars]:
    """The characteristics of the other lands the entering object's controller controls on
    the battlefield now, before it (and anything entering with it) arrives (CR 614.12); a
    phased-out land is treated as though it doesn't exist (CR 702.26b)."""
    you = ev.data.get("controller")
    if you is None:
        you = g.objects[oid].owner
    allc = compute_all(g)
    return [allc[x] for x in g.battlefield if x != oid and x in allc and
            not g.objects[x].phased_out and
            allc[x].controller == you and "Land" in allc[x].types]


@interpreted_by(C.LandsBeforeEntering)
def _lands_before_entering(c: C.LandsBeforeEntering, g: GameState, oid: int, ev: Any) -> bool:
    lands = lands_before_entering(g, oid, ev)
    if c.basic:
        return sum(1 for ch in lands if "Basic" in ch.supertypes) >= c.n
    return len(lands) >= c.n
