"""Wake to Slaughter: what its card module (``manastack.cards.mid.wake_to_slaughter``, with the
Oracle text and the rulings) can't say in the vocabulary, as the extensions
``wake_to_slaughter_opponent_chooses``, ``wake_to_slaughter_return_them``,
``wake_to_slaughter_the_returned_creature`` (CR 608.2d, 400.7).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Zone
from manastack.rules.choices import ask
from manastack.rules.events import Event, submit
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push

CAUSE = "wake_to_slaughter"


@extension("wake_to_slaughter_opponent_chooses")
def _opponent_chooses(g: Any, fid: int) -> None:
    """An opponent of your choice chooses one of the target cards (CR 608.2d); it goes to your
    hand and the other to the battlefield."""
    frame = g.frames[fid]
    you = frame["controller"]
    ts = frame["targets"]
    cards = tuple(t for t in (ts[0] if ts else ()) if t in g.objects
                  and g.objects[t].zone is Zone.GRAVEYARD)
    frame["to_hand"], frame["to_battlefield"] = cards[:1], ()
    opps = g.opponents(you)
    if len(cards) < 2 or not opps:
        return
    chooser = opps[0]
    if len(opps) > 1:
        push(g, "wake_opponent_chosen", cards, fid)
        ask(g, you, "choose_player", tuple(opps), fid, "_wake_opponent",
            prompt="Choose an opponent")
        return
    _ask_card(g, chooser, cards, fid)


@handler("wake_opponent_chosen")
def _opponent_chosen(g: Any, cards: tuple[int, ...], fid: int) -> None:
    _ask_card(g, g.frames[fid].pop("_wake_opponent"), cards, fid)


def _ask_card(g: Any, chooser: int, cards: tuple[int, ...], fid: int) -> None:
    push(g, "wake_card_chosen", cards, fid)
    ask(g, chooser, "choose_cards", cards, fid, "_wake_card",
        prompt="Choose the card that returns to its owner's hand")


@handler("wake_card_chosen")
def _card_chosen(g: Any, cards: tuple[int, ...], fid: int) -> None:
    frame = g.frames[fid]
    pick = frame.pop("_wake_card")
    frame["to_hand"] = (pick,)
    frame["to_battlefield"] = tuple(c for c in cards if c != pick)


@extension("wake_to_slaughter_return_them")
def _move(g: Any, fid: int) -> None:
    """Return the cards: the chosen one to your hand, the other to the battlefield (CR 400.7)."""
    frame = g.frames[fid]
    you = frame["controller"]
    frame["_mark"] = len(g.log)
    for c in frame.get("to_battlefield", ()):
        submit(g, Event("zone_change", obj=c, from_zone=Zone.GRAVEYARD,
                        to_zone=Zone.BATTLEFIELD, player=you,
                        data={"controller": you, "cause": CAUSE}))
    for c in frame.get("to_hand", ()):
        submit(g, Event("zone_change", obj=c, from_zone=Zone.GRAVEYARD, to_zone=Zone.HAND,
                        player=you))


@extension("wake_to_slaughter_the_returned_creature")
def _find_returned(g: Any, fid: int) -> None:
    """Remember the creature put onto the battlefield this way, the new object (CR 400.7)."""
    frame = g.frames[fid]
    frame["returned"] = tuple(e.new_obj for e in g.log[frame.get("_mark", len(g.log)):]
                              if e.kind == "zone_change" and e.to_zone is Zone.BATTLEFIELD
                              and e.data.get("cause") == CAUSE and e.new_obj in g.objects)

