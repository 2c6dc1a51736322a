"""Who "you" is for an ability: the controller of the ability or of its source (CR 109.5),
read from the state alone (no characteristics are computed, so the conditions of static
abilities may use it too)."""

from __future__ import annotations

from typing import Any

from manastack.state.zones import Zone


def controller_of(g: Any, x: Any) -> int | None:
    """"You": the controller of the ability (from a frame) or of its source (from an id)."""
    if isinstance(x, dict):
        return int(x["controller"])
    if x in g.objects:
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
