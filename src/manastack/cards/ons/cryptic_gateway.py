"""Cryptic Gateway — {5} Artifact.

Oracle: "Tap two untapped creatures you control: You may put a creature card from your hand
that shares a creature type with each creature tapped this way onto the battlefield."

The creatures tapped needn't share a type with each other; the types are compared as the
ability resolves (ONS FAQ).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push


def _types_now(g: Any, oid: int) -> set[str]:
    if oid not in g.objects:
        return set()  # it left the battlefield: nothing can share a type with it any more
    return set(chars(g, oid).subtypes) & CREATURE_TYPES


def _offer(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    you = frame["controller"]
    ability = g.objects.get(frame["stack_id"])
    tapped = ability.stack.get("paid_tap", ()) if ability is not None else ()
    kinds = [_types_now(g, t) for t in tapped]
    cands = []
    for card in g.players[you].hand:
        c = chars(g, card)
        mine = set(c.subtypes) & CREATURE_TYPES
        if c.is_creature and kinds and all(mine & k for k in kinds):
            cands.append(card)
    if not cands:
        return
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


ABILITIES = [
    activated(Cost(tap_untapped=CREATURE.but(controller="you",
                                             label="untapped creature you control"),
                   tap_count=2),
              Custom(_offer, "put a creature card sharing a type onto the battlefield")),
]
