"""Bloodthirsty Adversary: what its card module (``manastack.cards.mid.bloodthirsty_adversary``,
with the Oracle text and the rulings) can't say in the vocabulary, as the extension
``bloodthirsty_adversary_exile_and_cast_copies`` (CR 707.12, 601.2).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Target, Zone
from manastack.rules import cast_copies
from manastack.rules.amounts import resolve_ref
from manastack.rules.events import Event
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push
from manastack.rules.pipeline import submit_batch

CAUSE = "bloodthirsty_adversary"


@extension("bloodthirsty_adversary_exile_and_cast_copies")
def _exile_and_copy(g: Any, fid: int) -> None:
    """Exile the target cards still in graveyards, then copy each card exiled this way; you may
    cast any number of the copies without paying their mana costs (CR 707.12, 601.2)."""
    frame = g.frames[fid]
    you = frame["controller"]
    cards = [c for c in resolve_ref(g, Target(0), frame)
             if c in g.objects and g.objects[c].zone is Zone.GRAVEYARD]
    if not cards:
        return
    push(g, "bloodthirsty_adversary_copy", you, len(g.log))
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.GRAVEYARD, to_zone=Zone.EXILE,
                           player=g.objects[c].owner, data={"cause": CAUSE}) for c in cards])


@handler("bloodthirsty_adversary_copy")
def _copy(g: Any, you: int, start: int) -> None:
    exiled = tuple(ev.new_obj for ev in g.log[start:]
                   if ev.kind == "zone_change" and ev.data.get("cause") == CAUSE
                   and ev.to_zone is Zone.EXILE and ev.new_obj in g.objects)
    cast_copies.offer_copies(g, you, exiled)

