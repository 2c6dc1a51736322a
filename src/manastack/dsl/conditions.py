"""Reusable conditions for card abilities.

A condition is called as ``condition(game, x, ...)`` where ``x`` is the source's id (static,
activated and triggered abilities: intervening "if", CR 603.4) or the resolution frame (the
``If`` effect). Each condition here accepts both and works out "you" from it.
"""

from __future__ import annotations

from typing import Any


def controller_of(g: Any, x: Any) -> int | None:
    """"You": the controller of the ability (from a frame) or of its source (from an id)."""
    if isinstance(x, dict):
        return int(x["controller"])
    if x in g.objects:
        from manastack.state.zones import Zone
        o = g.objects[x]
        # The object's controller as kept in step with layer 2 (no characteristics are
        # computed here, so static abilities' conditions may use this too).
        return int(o.controller) if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else int(o.owner)
    # The source has left: the ability being resolved remembers its controller.
    for sid in reversed(g.stack):
        s = g.objects.get(sid)
        if s is not None and s.source == x:
            return int(s.controller)
    return None


def different_powers(g: Any, player: int) -> int:
    """How many different powers among the creatures ``player`` controls (MID-RN-029/030)."""
    from manastack.rules.characteristics import compute_all
    allc = compute_all(g)
    powers = set()
    for oid in g.battlefield:
        c = allc.get(oid)
        if c is None or g.objects[oid].phased_out:
            continue
        if c.is_creature and c.controller == player and c.power is not None:
            powers.add(c.power)
    return len(powers)


def coven(g: Any, x: Any, *_: Any) -> bool:
    """Coven: "if you control three or more creatures with different powers"."""
    you = controller_of(g, x)
    return you is not None and different_powers(g, you) >= 3


def opponent_lost_life_this_turn(g: Any, x: Any, *_: Any) -> bool:
    """"If an opponent lost life this turn" (life lost, not a net change: MID-RN-104/159)."""
    you = controller_of(g, x)
    return you is not None and any(
        p.life_lost_this_turn > 0 for i, p in enumerate(g.players) if i != you)


def you_control_a_token(g: Any, x: Any, *_: Any) -> bool:
    """"As long as you control a token" (usable by static abilities: no characteristics
    are computed)."""
    you = controller_of(g, x)
    return any(g.objects[o].is_token and g.objects[o].controller == you
               and not g.objects[o].phased_out for o in g.battlefield)


def you_control(filter: Any, at_least: int = 1) -> Any:
    """"If you control [at least N] [filter]" (for triggered and activated abilities and
    effects; a static ability's condition must not depend on computed characteristics)."""
    def cond(g: Any, x: Any, *_: Any) -> bool:
        from manastack.rules.selectors import all_matching
        you = controller_of(g, x)
        if you is None:
            return False
        src = None if isinstance(x, dict) else x
        if isinstance(x, dict):
            src = x.get("source")
        return len(all_matching(g, filter.but(controller="you"), you, src)) >= at_least
    return cond


def creatures_died_this_turn(g: Any, *_: Any) -> int:
    """How many creatures died this turn (CR 700.4: put into a graveyard from the
    battlefield), tokens included, read from this turn's events."""
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
