"""Restrictions from static abilities (CR 604.1, 101.2): whether a static ability that says
something can't happen ("can't attack", "can't block", "can't be countered", ...) applies to an
object, whether it comes from a permanent's static ability or from a resolved effect; "you can't
lose the game" and "your opponents can't win the game" (CR 104.2b, 104.3).
"""

from __future__ import annotations

from typing import Any

from manastack.rules.characteristics import static_rules
from manastack.rules.selectors import matches
from manastack.state.game_state import GameState


def rule_applies(g: GameState, rule: str, oid: int) -> bool:
    """Whether a static ability with rule ``rule`` ("cant_attack", "cant_block", ...)
    applies to ``oid``."""
    for sid, c, a in static_rules(g).get(rule, ()):
        if a.condition is not None and not a.condition(g, sid):
            continue
        if a.affects == "self":
            if sid == oid:
                return True
        elif a.affects == "attached":
            if g.objects[sid].attached_to == oid:
                return True
        elif matches(g, oid, a.affects, c.controller, sid):  # type: ignore[arg-type]
            return True
    if g.effects:
        for e in g.effects:
            if getattr(e.modify, "custom_layer", None) != "rule:" + rule:
                continue
            if e.affected is not None:
                if oid in e.affected:
                    return True
            elif e.affects is not None and oid in g.objects and \
                    matches(g, oid, e.affects, e.controller, e.source):
                # a group's rule from a resolved spell or ability: whatever is of the group
                # now (CR 611.2c)
                return True
    return False


PERMANENT_RULES = (
    "cant_attack", "cant_attack_unless", "must_attack", "cant_block", "can_block_only",
    "must_block", "block_any_number", "cant_be_blocked", "cant_be_blocked_by",
    "cant_be_blocked_except_by", "must_be_blocked_by_all", "doesnt_untap", "may_not_untap")
"""The restrictions and requirements on a permanent that players see on it: on attacking
(CR 508.1c-d), blocking and being blocked (CR 509.1b-c), untapping (CR 502.3)."""


def rules_on(g: GameState, oid: int, rules: tuple[str, ...] = PERMANENT_RULES
             ) -> list[tuple[str, int | None, Any]]:
    """The rules of ``rules`` that apply to ``oid`` now, as ``rule_applies`` finds them, each
    with where it comes from: ``(rule, source id, static ability)`` for a static ability of a
    permanent (its own, an Aura's, another permanent's, CR 604.1), ``(rule, source id,
    continuous effect)`` for an effect of a resolved spell or ability (CR 611.2: its
    ``duration`` says how long it lasts), in that order, each rule in the order of ``rules``."""
    out: list[tuple[str, int | None, Any]] = []
    statics = static_rules(g)
    for rule in rules:
        for sid, c, a in statics.get(rule, ()):
            if a.condition is not None and not a.condition(g, sid):
                continue
            if a.affects == "self":
                if sid != oid:
                    continue
            elif a.affects == "attached":
                if g.objects[sid].attached_to != oid:
                    continue
            elif not matches(g, oid, a.affects, c.controller, sid):  # type: ignore[arg-type]
                continue
            out.append((rule, sid, a))
    for e in g.effects:
        tag = getattr(e.modify, "custom_layer", None)
        if not tag or not tag.startswith("rule:") or tag[5:] not in rules:
            continue
        if e.affected is not None:
            if oid not in e.affected:
                continue
        elif e.affects is None or not matches(g, oid, e.affects, e.controller, e.source):
            continue
        out.append((tag[5:], e.source, e))
    return out


def rule_in_force(g: GameState, rule: str) -> bool:
    """Whether a static ability with rule ``rule`` is on the battlefield or a resolved effect
    gives it: otherwise ``rule_applies`` says no for every object."""
    if static_rules(g).get(rule):
        return True
    tag = "rule:" + rule
    return any(getattr(e.modify, "custom_layer", None) == tag for e in g.effects)


def cant_lose(g: GameState, player: int) -> bool:
    """Whether ``player`` (or, in Two-Headed Giant, their teammate, CR 810.8a) controls a
    permanent with a "cant_lose_the_game" rule."""
    team = (player,) if g.teams is None else g.teams[player]
    return any(c.controller in team and (a.condition is None or a.condition(g, sid))
               for sid, c, a in static_rules(g).get("cant_lose_the_game", ()))


def cant_win(g: GameState, player: int) -> bool:
    """Whether an opponent of ``player`` controls a permanent with a "cant_lose_the_game" rule
    with the parameter "opponents_cant_win"."""
    return any(c.controller in g.opponents(player) and "opponents_cant_win" in a.params
               and (a.condition is None or a.condition(g, sid))
               for sid, c, a in static_rules(g).get("cant_lose_the_game", ()))
