"""Riptide Replicator: what its card module (``manastack.cards.ons.riptide_replicator``, with the
Oracle text and the rulings) can't say in the vocabulary, as the extension
``riptide_replicator_create_x_x_token`` (CR 608.2h, 111.4).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import CreateToken, TokenSpec, Zone
from manastack.rules.events import left_zone_event
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import push

_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _replicator_now(g: Any, src: int) -> tuple[dict[str, int], dict[str, Any]]:
    """Its charge counters and choices now, or as it last existed on the battlefield."""
    o = g.objects.get(src)
    if o is not None and o.zone is Zone.BATTLEFIELD:
        return dict(o.counters), dict(o.chosen)
    left = left_zone_event(g, src)
    if left is None:
        return {}, {}
    return dict(left.data.get("left_counters", {})), dict(left.data.get("left_chosen", {}))


@extension("riptide_replicator_create_x_x_token")
def _replicate(g: Any, fid: int) -> None:
    """Create an X/X token of the chosen color and creature type, X its charge counters as the
    ability resolves or as it last existed (CR 608.2h, 111.4)."""
    frame = g.frames[fid]
    counters, chosen = _replicator_now(g, frame["source"])
    x = int(counters.get("charge", 0))
    kind = chosen.get("creature_type")
    token = TokenSpec(colors=_LETTER.get(chosen.get("color", ""), ""),
                      subtypes=(kind,) if kind else (), power=x, toughness=x)
    push(g, "effect", CreateToken(token), fid)

