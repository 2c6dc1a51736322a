"""The rules' interpretation of :mod:`manastack.dsl.effect_steps`: discarding chosen cards
(CR 701.9a), getting an emblem (CR 114.1), becoming day as a permanent enters (CR 614.12,
730.1), entering tapped or with counters (CR 614.1c, 122.6) and power and toughness from a count
(CR 604.3, 613.4a).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effect_steps as S
from manastack.dsl.interpreted import interpreted_by
from manastack.dsl.predicates import AmountAsItEnters
from manastack.dsl.refs import Amount, ManaSpent, X
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


@interpreted_by(S.EntersUntapped)
def _enters_untapped(c: S.EntersUntapped, g: GameState, oid: int, ev: Any) -> bool:
    return ev.obj == oid and ev.to_zone is Zone.BATTLEFIELD and not ev.data.get("tapped") and \
        (c.unless is None or not c.unless(g, oid, ev))


@interpreted_by(S.EntersWhileNeitherDayNorNight)
def _enters_while_neither(c: S.EntersWhileNeitherDayNorNight, g: GameState, oid: int,
                          ev: Any) -> bool:
    return ev.obj == oid and ev.to_zone is Zone.BATTLEFIELD and g.day_night is None


@interpreted_by(S.EntersIf)
def _enters_if(c: S.EntersIf, g: GameState, oid: int, ev: Any) -> bool:
    return ev.obj == oid and ev.to_zone is Zone.BATTLEFIELD and (
        c.condition is None or bool(c.condition(g, oid)))


@interpreted_by(S.EnterTapped)
def _enter_tapped(c: S.EnterTapped, g: GameState, oid: int, ev: Any) -> Event:
    return ev.but(data={**ev.data, "tapped": True})


@interpreted_by(S.EnterWithCounters)
def _enter_with_counters(c: S.EnterWithCounters, g: GameState, oid: int, ev: Any) -> Event:
    amount = c.amount
    if isinstance(amount, X):
        n = int((ev.data.get("chosen") or {}).get("x") or 0)
    elif isinstance(amount, ManaSpent):
        n = int(ev.data.get("mana_spent") or 0)
    elif isinstance(amount, Amount):
        # another amount, counted as it would enter ("X is the number of other creatures on
        # the battlefield"): it isn't on the battlefield yet (CR 614.12)
        n = int(AmountAsItEnters(amount)(g, oid, ev))
    elif callable(amount):
        n = int(amount(g, oid, ev))
    else:
        n = int(amount)
    if n <= 0:
        return ev
    counters = dict(ev.data.get("counters") or {})
    counters[c.kind] = counters.get(c.kind, 0) + n
    return ev.but(data={**ev.data, "counters": counters})


@interpreted_by(S.PTFromCount)
def _pt_from_count(c: S.PTFromCount, g: GameState, ch: Any, ce: Any) -> None:
    n = c.count(g, ce.controller)
    ch.power, ch.toughness = n, n + c.plus
