"""Patriarch's Bidding: what its card module (``manastack.cards.ons.patriarch_s_bidding``, with
the Oracle text and the rulings) can't say in the vocabulary, as the extension
``patriarchs_bidding_choose_types_and_return`` (CR 101.4, 205.3m).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Zone
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask_actions
from manastack.rules.choosing import announce_creature_type
from manastack.rules.creature_types import creature_type_answers
from manastack.rules.events import Event
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push
from manastack.rules.pipeline import submit_batch


@extension("patriarchs_bidding_choose_types_and_return")
def _begin(g: Any, fid: int) -> None:
    """Each player chooses a creature type in APNAP order, starting with the active player,
    whoever controls the spell (CR 101.4, ONS-OR-0118); with shared team turns the active
    team's players first, then each nonactive team's (CR 805.6). Then each player returns all
    creature cards of a chosen type from their graveyard to the battlefield at once (CR
    205.3m)."""
    g.frames[fid]["bidding_types"] = ()
    push(g, "patriarchs_bidding_ask", tuple(g.player_ids()), fid)


@handler("patriarchs_bidding_ask")
def _ask_next(g: Any, left: tuple[int, ...], fid: int) -> None:
    if not left:
        _return_all(g, fid)
        return
    push(g, "patriarchs_bidding_chosen", left, fid)
    ask_actions(g, left[0], "choose_creature_type", creature_type_answers(), fid,
                "bidding_pick", prompt="Choose a creature type")


@handler("patriarchs_bidding_chosen")
def _chosen(g: Any, left: tuple[int, ...], fid: int) -> None:
    frame = g.frames[fid]
    pick = frame.pop("bidding_pick")
    frame["bidding_types"] = tuple(frame["bidding_types"]) + (pick,)
    announce_creature_type(g, left[0], pick)  # the next players know it (CR 101.4b)
    push(g, "patriarchs_bidding_ask", left[1:], fid)


def _return_all(g: Any, fid: int) -> None:
    kinds = set(g.frames[fid]["bidding_types"])
    events = []
    for p in g.player_ids():
        for card in g.players[p].graveyard:
            c = chars(g, card)
            if c.is_creature and set(c.subtypes) & kinds:
                events.append(Event("zone_change", obj=card, from_zone=Zone.GRAVEYARD,
                                    to_zone=Zone.BATTLEFIELD, player=p,
                                    data={"controller": p}))
    submit_batch(g, events)

