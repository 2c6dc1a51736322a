"""Casting spells from your hand without paying their mana costs (Omniscience).

A permanent with the static rule ``"cast_from_hand_without_paying"`` (written
``rule("cast_from_hand_without_paying", "controller")``) lets its controller cast spells from
their hand without paying their mana costs: an alternative cost (CR 118.9) that the player may
choose instead of the mana cost when casting (CR 601.2b), so the method ``"without_paying"``
is offered next to ``"normal"``. It changes no timing (CR 117.1a, 307.1). Additional costs and
cost increases still apply to it (CR 118.9d, 601.2f); an {X} in the mana cost can only be 0
(CR 107.3b), and no mana is spent unless something adds to the cost (CR 601.2h), so "the amount
of mana spent to cast this spell" is 0 (ruling MID-RN-091).
"""

from __future__ import annotations

from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.cast_methods import CastMethod, register
from manastack.rules.characteristics import Chars, static_rules
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

RULE = "cast_from_hand_without_paying"
METHOD = "without_paying"


def allowed(g: GameState, player: int) -> bool:
    """Whether ``player`` controls a permanent letting them cast spells from their hand
    without paying their mana costs (its condition, if any, holding now)."""
    return any(c.controller == player and (a.condition is None or a.condition(g, sid))
               for sid, c, a in static_rules(g).get(RULE, ()))


def _available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    o = g.objects[oid]
    return o.zone is Zone.HAND and o.owner == player and not c.is_land and allowed(g, player)


def _cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    return ManaCost(), None  # CR 118.9: rather than its mana cost, nothing


register(CastMethod(METHOD, (Zone.HAND,), _available, _cost, rules=(RULE,)))
