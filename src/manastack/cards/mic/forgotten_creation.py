"""Forgotten Creation — {3}{U} Creature — Zombie Horror 3/3.

Oracle: "Skulk / At the beginning of your upkeep, you may discard all the cards in your hand.
If you do, draw that many cards."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event, submit_all
from manastack.state.zones import Zone


def _discard_hand(g: Any, fid: int) -> None:
    """Discard the whole hand (CR 701.9) and remember how many cards that was."""
    frame = g.frames[fid]
    you = frame["controller"]
    hand = list(g.players[you].hand)
    frame["discarded"] = len(hand)
    submit_all(g, [Event("zone_change", obj=c, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                         player=you, data={"cause": "discard"}) for c in hand])


ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP, "you"),
              May((Custom(_discard_hand, "discard_hand"), Draw(VarAmount("discarded"))),
                  prompt="Discard your hand and draw that many cards?")),
]
