"""Permissions to cast spells from your graveyard during your turns (CR 601.2a, 601.3):
"During each of your turns, you may cast a Zombie creature spell from your graveyard." (Gisa
and Geralf).

A permanent with the static rule ``"cast_from_graveyard_each_turn"`` (``rule(...,
"controller", filter)``) lets its controller, during each of their turns, cast one spell
matching ``filter`` from their graveyard: the cast method ``"graveyard_permission"``. Each
permanent gives the permission once each turn; a new object (one that left and came back, or
another permanent) gives it again (ruling MIC-OR-0248). When several permissions could be used,
the player announces which one as they begin to cast the spell (ruling MIC-OR-0250), and the
spell, once begun, doesn't depend on the permanent any more (ruling MIC-OR-0247). Timing is the
card's own (CR 307.1, ruling MIC-OR-0245); its costs are paid, or an alternative cost such as
Rooftop Storm's (``rules.alternative_costs``, ruling MIC-OR-0246).
"""

from __future__ import annotations

from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.cast_methods import CastMethod, register
from manastack.rules.characteristics import Chars, chars, static_rules
from manastack.rules.choices import ask
from manastack.rules.instructions import handler, push
from manastack.rules.shared_team_turns import is_active
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

RULE = "cast_from_graveyard_each_turn"
METHOD = "graveyard_permission"


def _used_key(source: int) -> str:
    return f"graveyard_permission:{source}"


def permissions(g: GameState, player: int, oid: int, c: Chars) -> list[int]:
    """The permanents whose permission ``player`` could use now to cast card ``oid``."""
    rules = static_rules(g).get(RULE)
    if not rules or not is_active(g, player):
        return []
    from manastack.rules.selectors import chars_match
    return [sid for sid, ctl, a in rules
            if ctl.controller == player and a.params and
            not g.turn_counts.get(_used_key(sid)) and
            chars_match(g, c, a.params[0], player, sid, oid) and
            (a.condition is None or a.condition(g, sid))]


def any_permission(g: GameState, player: int) -> bool:
    """Whether ``player`` controls a permanent with such a permission (a cheap first check)."""
    return any(ctl.controller == player for _, ctl, _ in static_rules(g).get(RULE, ()))


def _available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    o = g.objects[oid]
    return o.zone is Zone.GRAVEYARD and o.owner == player and not c.is_land and \
        bool(permissions(g, player, oid, c))


def _cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    return chars(g, sid).mana_cost, None


def _begin(g: GameState, player: int, sid: int) -> None:
    """CR 601.2a: the permission used is noted as the card moves to the stack; with several,
    the player announces which one (ruling MIC-OR-0250)."""
    usable = permissions(g, player, sid, chars(g, sid))
    if len(usable) == 1:
        _use(g, usable[0])
    elif usable:
        fid = g.new_frame()
        push(g, "graveyard_permission_chosen", fid)
        ask(g, player, "choose_option", tuple(usable), fid, "permission",
            prompt="Choose the permission you cast this spell with", source=sid)


def _use(g: GameState, source: int) -> None:
    g.turn_counts[_used_key(source)] = True
    g.version += 1


@handler("graveyard_permission_chosen")
def _chosen(g: GameState, fid: int) -> None:
    _use(g, g.frames.pop(fid)["permission"])


register(CastMethod(METHOD, (Zone.GRAVEYARD,), _available, _cost, begin=_begin, rules=(RULE,)))
