"""Who "you" is for an ability: the controller of the ability or of its source (CR 109.5),
read from the state alone (no characteristics are computed, so the conditions of static
abilities may use it too)."""

from __future__ import annotations

from typing import Any

from manastack.state.zones import Zone

PRICED_FOR: dict[tuple[int, int], int] = {}
"""(id of a game state, card id) → the player about to cast that card, while it is priced as
the spell it would be (``rules.cast_methods.pricing_as``): the spell would be theirs (CR
601.2a, 110.2), so "you" of its own abilities is that player, whoever owns the card."""


def controller_of(g: Any, x: Any) -> int | None:
    """"You": the controller of the ability (from a frame) or of its source (from an id)."""
    if isinstance(x, dict):
        return int(x["controller"])
    if x in g.objects:
        o = g.objects[x]
        # The object's controller as kept in step with layer 2 (no characteristics are
        # computed here, so static abilities' conditions may use this too).
        if o.zone is Zone.BATTLEFIELD or o.zone is Zone.STACK:
            return int(o.controller)
        caster = PRICED_FOR.get((id(g), x)) if PRICED_FOR else None
        return int(o.owner) if caster is None else caster
    # The source has left: the ability being resolved remembers its controller.
    for sid in reversed(g.stack):
        s = g.objects.get(sid)
        if s is not None and s.source == x:
            return int(s.controller)
    return None
