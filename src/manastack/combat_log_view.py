"""What a player's log says of an attack or a block beyond the creature (``manastack.views``):
whom it attacks, a player or a planeswalker (CR 508.1b, 802.3, 805.10b), and the creature it
blocks (CR 509.1a, 802.4), public but for a face-down creature's name (CR 708.5).
"""

from __future__ import annotations

from typing import Any

from manastack.state.objects import is_player_id


def combat_entry(d: dict[str, Any], ev: Any, seen: Any, bit: int) -> None:
    """Add to the entry ``d`` of the ``attacks`` or ``blocks`` event ``ev`` (its :class:`Seen`
    record ``seen``, for the player of mask ``bit``): ``attacking``, the player attacked, or
    for a planeswalker ``attacking_card`` (its name), ``attacking_object`` (its id) and
    ``attacking_controller``; for a creature blocking one attacker, ``blocking_card``,
    ``blocking_object`` and ``blocking_controller``; for one blocking several,
    ``blocking_each``, a ``card``, ``object`` and ``controller`` for each attacker."""
    if ev.kind == "attacks":
        attacked = ev.data.get("attacking")
        if attacked is None:
            return
        if is_player_id(attacked):
            d["attacking"] = attacked
            return
        key = "attacking"
    elif seen.other_id is not None:
        key = "blocking"
    else:
        # a creature blocking several (CR 509.1a): each attacker it blocks, named alike
        if seen.others:
            d["blocking_each"] = [_second(each, bit, "") for each in seen.others]
        return
    d.update(_second(seen, bit, key + "_"))


def _second(seen: Any, bit: int, prefix: str) -> dict[str, Any]:
    """The second object of ``seen`` for the player of mask ``bit``: its name to who may know
    it (CR 708.5), its id to who may follow it, its controller (public, CR 110.2), under the
    keys ``card``, ``object`` and ``controller`` with ``prefix``."""
    d: dict[str, Any] = {
        prefix + "card": seen.other if seen.other_knows & bit == bit else None,
        prefix + "object": seen.other_id if seen.other_ids & bit == bit else None}
    if seen.other_controller is not None:
        d[prefix + "controller"] = seen.other_controller
    return d
