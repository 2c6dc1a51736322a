"""Cryptic Gateway: what its card module (``manastack.cards.ons.cryptic_gateway``, with the Oracle
text and the rulings) can't say in the vocabulary, as the extension
``cryptic_gateway_put_creature_sharing_a_type`` (CR 205.3m, 608.2h).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Zone
from manastack.rules.amounts import last_known_chars
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.events import Event, submit
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push


def _types_now(g: Any, oid: int, frame: dict[str, Any]) -> set[str]:
    """A tapped creature's creature types as the ability resolves: those it has now, or, gone
    from the battlefield, those it had as it last existed (CR 608.2h)."""
    c = last_known_chars(g, oid, frame)
    return set() if c is None else set(c.subtypes) & CREATURE_TYPES


@extension("cryptic_gateway_put_creature_sharing_a_type")
def _offer(g: Any, fid: int) -> None:
    """You may put a creature card from your hand that shares a creature type with each creature
    tapped to pay the cost onto the battlefield; types are compared on resolution (CR 205.3m,
    608.2h)."""
    frame = g.frames[fid]
    you = frame["controller"]
    ability = g.objects.get(frame["stack_id"])
    tapped = ability.stack.get("paid_tap", ()) if ability is not None else ()
    kinds = [_types_now(g, t, frame) for t in tapped]
    cands = []
    for card in g.players[you].hand:
        c = chars(g, card)
        mine = set(c.subtypes) & CREATURE_TYPES
        if c.is_creature and kinds and all(mine & k for k in kinds):
            cands.append(card)
    # asked even with no such card in hand: whether they are asked must not tell the other
    # players what their hand holds (CR 402.3)
    push(g, "cryptic_gateway_put", fid)
    ask(g, you, "choose_cards", tuple(cands), fid, "gateway_pick", optional=True,
        prompt="You may put a creature card onto the battlefield")


@handler("cryptic_gateway_put")
def _put(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    pick = frame.pop("gateway_pick", None)
    if pick is None:
        return
    you = frame["controller"]
    submit(g, Event("zone_change", obj=pick, from_zone=Zone.HAND, to_zone=Zone.BATTLEFIELD,
                    player=you, data={"controller": you}))

