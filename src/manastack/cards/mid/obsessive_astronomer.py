"""Obsessive Astronomer — {1}{R} Creature — Human Wizard 2/2.

"If it's neither day nor night, it becomes day as Obsessive Astronomer enters the battlefield.
/ Whenever day becomes night or night becomes day, discard up to two cards, then draw that
many cards."

Discarding no cards is allowed (MID-RN-215).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event
from manastack.rules.pipeline import submit_batch


def _discard_chosen(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    you = frame["controller"]
    cards = [c for c in frame.get("discarded", ()) if c in g.players[you].hand]
    frame["n_discarded"] = len(cards)
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                           player=you, data={"cause": "discard"}) for c in cards])


ABILITIES = [
    day_as_enters(),
    triggered(day_night_changes(),
              ChooseObjects(Filter(zone=Zone.HAND, owner="you", label="card in your hand"),
                            "discarded", min=0, max=2, prompt="Discard up to two cards"),
              Custom(_discard_chosen, "discard them"), Draw(VarAmount("n_discarded"))),
]
