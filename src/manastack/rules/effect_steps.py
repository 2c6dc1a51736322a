"""The rules' interpretation of :mod:`manastack.dsl.effect_steps`: discarding chosen cards
(CR 701.9a), getting an emblem (CR 114.1), becoming day as a permanent enters (CR 614.12,
730.1).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effect_steps as S
from manastack.dsl.interpreted import interpreted_by
from manastack.rules.events import Event, submit
from manastack.rules.pipeline import submit_batch
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@interpreted_by(S.DiscardChosen)
def _discard_chosen(c: S.DiscardChosen, g: GameState, fid: int) -> None:
    frame = g.frames[fid]
    you = frame["controller"]
    cards = [x for x in frame.get(c.var, ()) if x in g.players[you].hand]
    frame[c.count] = len(cards)
    submit_batch(g, [Event("zone_change", obj=x, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                           player=you, data={"cause": "discard"}) for x in cards])


@interpreted_by(S.CreateEmblem)
def _create_emblem(c: S.CreateEmblem, g: GameState, fid: int) -> None:
    submit(g, Event("create_emblem", player=g.frames[fid]["controller"],
                    data={"emblem": c.name}))


@interpreted_by(S.BecomesDayFirst)
def _becomes_day_first(c: S.BecomesDayFirst, g: GameState, oid: int, ev: Any) -> list[Event]:
    return [Event("day_night", data={"value": "day", "cause": "as_enters"}), ev]
