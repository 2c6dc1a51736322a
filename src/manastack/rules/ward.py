"""Ward (CR 702.21): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]."

Choosing a target emits a ``becomes_target`` event (``rules.stack``), once per object per spell
or ability; so does a copy of a spell put on the stack with its targets (``rules.spell_copy``,
CR 707.10c). A Ward keyword stands for the triggered ability built here (through
``rules.keyword_abilities.keyword_triggered``), so cards need no code for it. On resolution the
controller of the targeting spell or ability decides whether to pay: the ``ward_payment``
decision offers "pay" (only when the cost can be paid) and "decline". The cost is paid with
``rules.unless_pays`` (mana through ``pay_mana`` decisions; life as life loss, CR 119.4, 118.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from manastack.dsl.abilities import Keyword, TriggeredAbility
from manastack.dsl.costs import Cost
from manastack.dsl.effects import Effect
from manastack.dsl.triggers import Trigger
from manastack.rules.choices import ask
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push
from manastack.rules.keyword_abilities import KEYWORD_TRIGGERS
from manastack.rules.one_shot import effect
from manastack.rules.unless_pays import (
    DECLINE,
    PAY,
    can_pay_now,
    cost_instruction,
    cost_text,
    pay_now,
)
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

__all__ = ["DECLINE", "PAY", "WardCounter", "can_pay_ward", "cost_text", "ward_ability"]


@dataclass(frozen=True)
class WardCounter(Effect):
    """Counter the spell or ability that made the ward permanent a target unless its
    controller pays ``cost``."""

    cost: Cost


def becomes_target_trigger() -> Trigger:
    """"Whenever this permanent becomes the target of a spell or ability an opponent
    controls" (the event's player is the controller of that spell or ability)."""
    return Trigger("becomes_target", subject="self", player="opponent")


@cache
def ward_ability(kw: Keyword) -> TriggeredAbility:
    """CR 702.21a: the triggered ability a Ward keyword stands for."""
    cost = kw.cost or Cost()
    return TriggeredAbility(becomes_target_trigger(), (WardCounter(cost),), text=kw.text)

KEYWORD_TRIGGERS["Ward"] = ward_ability


def can_pay_ward(g: GameState, player: int, cost: Cost) -> bool:
    """Whether ``player`` can pay the whole ward cost now (CR 118.3, 119.4)."""
    return can_pay_now(g, player, cost)


def _still_on_stack(g: GameState, sid: int | None) -> bool:
    return sid is not None and sid in g.objects and g.objects[sid].zone is Zone.STACK \
        and sid in g.stack


@effect(WardCounter)
def _ward_counter(g: GameState, e: WardCounter, fid: int, frame: dict[str, Any]) -> None:
    ev = frame.get("event")
    sid = ev.data.get("spell") if ev is not None else None
    if not _still_on_stack(g, sid):
        return  # already gone: nothing to counter
    assert sid is not None
    payer = g.objects[sid].controller
    options = ((PAY,) if can_pay_ward(g, payer, e.cost) else ()) + (DECLINE,)
    push(g, "ward_answered", sid, e.cost, fid)
    ask(g, payer, "ward_payment", options, fid, "ward_choice",
        prompt=f"Ward: {cost_instruction(e.cost)} or the spell or ability is countered",
        source=frame.get("source"), spell=sid, cost=cost_text(e.cost))


def _counter(g: GameState, sid: int) -> None:
    """CR 701.6a: counter the spell or ability."""
    if _still_on_stack(g, sid):
        submit(g, Event("counter", obj=sid, data={"cause": "ward"}))


@handler("ward_answered")
def _ward_answered(g: GameState, sid: int, cost: Cost, fid: int) -> None:
    choice = g.frames.get(fid, {}).get("ward_choice")
    if choice != PAY or not _still_on_stack(g, sid):
        _counter(g, sid)
        return
    payer = g.objects[sid].controller
    if not can_pay_ward(g, payer, cost):  # the situation changed: it can't be paid now
        _counter(g, sid)
        return
    pay_now(g, payer, cost, fid, "ward")
