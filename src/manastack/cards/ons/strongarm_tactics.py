"""Strongarm Tactics — {1}{B} Sorcery.

Oracle: "Each player discards a card. Then each player who didn't discard a creature card
this way loses 4 life."

A player with no cards in hand discards nothing and so loses 4 life (ONS-FAQ-152).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event, submit_all


def _punish(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    fed = {ev.player for ev in frame.get("discarded", ())
           if ev.lki is not None and ev.lki.is_creature}
    submit_all(g, [Event("life_loss", player=p, amount=4) for p in g.player_ids()
                   if g.players[p].in_game and p not in fed])


ABILITIES = [
    spell(Tally((Discard(1, EachPlayer()),), "discarded"),
          Custom(_punish, "each player who didn't discard a creature card loses 4 life")),
]
