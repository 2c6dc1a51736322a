"""Bloodthirsty Adversary — {1}{R} Creature — Vampire 2/2.

"Haste / When Bloodthirsty Adversary enters the battlefield, you may pay {2}{R} any number of
times. When you pay this cost one or more times, put that many +1/+1 counters on Bloodthirsty
Adversary, then exile up to that many target instant and/or sorcery cards with mana value 3 or
less from your graveyard and copy them. You may cast any number of the copies without paying
their mana costs."

Paying makes a second, reflexive ability trigger, with its targets chosen then (MID-RN-163);
the copies are cast during its resolution or never (MID-RN-165, ``rules.cast_copies``); the
exiled cards stay exiled (MID-RN-164).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules import cast_copies
from manastack.rules.amounts import resolve_ref
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.pipeline import submit_batch

CAUSE = "bloodthirsty_adversary"


def _exile_and_copy(g: Any, fid: int) -> None:
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


_SPELL_CARD = card_in(Zone.GRAVEYARD, "Instant", "Sorcery", mv_le=3,
                      label="instant or sorcery card with mana value 3 or less")

_PAID = triggered(Trigger("paid_times"), PutCounters(Self(), amount=TimesPaid()),
                  Custom(_exile_and_copy, "exile them and copy them; cast the copies"),
                  targets=[TargetSpec(filter=_SPELL_CARD, count=1, min=0,
                                      count_amount=TimesPaid(),
                                      label="up to that many target instant and/or sorcery "
                                            "cards with mana value 3 or less")],
                  text="put that many +1/+1 counters, then exile and copy the cards")

ABILITIES = [
    triggered(enters(), PayAnyNumberOfTimes("{2}{R}", _PAID)),
]
