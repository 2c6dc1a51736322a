"""Ward (CR 702.21): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]."

Choosing a target emits a ``becomes_target`` event (``rules.stack``), once per object per spell
or ability. A Ward keyword stands for the triggered ability built here (through
``rules.keyword_abilities.keyword_triggered``), so cards need no code for it. On resolution the
controller of the targeting spell or ability decides whether to pay: the ``ward_payment``
decision offers "pay" (only when the cost can be paid) and "decline". Mana is paid through
``pay_mana`` decisions; life is paid as life loss (CR 119.4, 118.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from manastack.dsl.abilities import Keyword, TriggeredAbility
from manastack.dsl.costs import Cost
from manastack.dsl.effects import Effect
from manastack.dsl.mana_cost import ManaCost
from manastack.dsl.triggers import Trigger
from manastack.rules.choices import ask, ask_actions
from manastack.rules.effects import effect
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push
from manastack.rules.mana import apply_pool, player_can_pay
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

PAY = "pay"
DECLINE = "decline"


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


def cost_text(cost: Cost) -> str:
    parts = []
    if cost.mana is not None and not cost.mana.is_empty():
        parts.append(str(cost.mana))
    if cost.pay_life:
        parts.append(f"pay {cost.pay_life} life")
    if cost.discard:
        parts.append(f"discard {cost.discard} card" + ("s" if cost.discard > 1 else ""))
    return ", ".join(parts) or "nothing"


def can_pay_ward(g: GameState, player: int, cost: Cost) -> bool:
    """Whether ``player`` can pay the whole ward cost now (CR 119.4: life can be paid only
    with a life total at least that large; CR 601.2h-like mana availability)."""
    pl = g.players[player]
    if cost.pay_life and pl.life < cost.pay_life:
        return False
    if cost.discard and len(pl.hand) < cost.discard:
        return False
    if cost.mana is not None and not cost.mana.is_empty() and \
            not player_can_pay(g, player, cost.mana):
        return False
    return True


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
        prompt=f"Ward: pay {cost_text(e.cost)} or the spell or ability is countered",
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
    if cost.mana is not None and not cost.mana.is_empty():
        push(g, "ward_pay_mana", payer, cost.mana, fid)
    if cost.discard:
        push(g, "ward_discard", payer, cost.discard, fid)
    if cost.pay_life:
        submit(g, Event("life_loss", player=payer, amount=cost.pay_life,
                        data={"cost": True, "cause": "ward"}))


@handler("ward_pay_mana")
def _ward_pay_mana(g: GameState, payer: int, remaining: ManaCost, fid: int) -> None:
    """Spend mana from the pool, then ask for mana abilities until the cost is paid."""
    from manastack.rules.costs import payment_options
    pl = g.players[payer]
    if pl.mana_pool:
        pool, remaining = apply_pool(pl.mana_pool, remaining)
        pl.mana_pool = pool
        g.version += 1
    if remaining.is_empty() or (remaining.mana_value == 0 and not remaining.colored):
        return
    opts = payment_options(g, payer, remaining)
    if not opts:
        return  # checked payable before starting; nothing more can be done
    push(g, "ward_mana_chosen", payer, remaining, fid)
    ask_actions(g, payer, "pay_mana", list(opts), fid, "ward_mana",
                prompt=f"Pay {remaining} for ward", remaining=str(remaining))


@handler("ward_mana_chosen")
def _ward_mana_chosen(g: GameState, payer: int, remaining: ManaCost, fid: int) -> None:
    from manastack.rules.costs import activate_mana_ability
    act = g.frames[fid].pop("ward_mana")
    push(g, "ward_pay_mana", payer, remaining, fid)
    activate_mana_ability(g, payer, act)


@handler("ward_discard")
def _ward_discard(g: GameState, payer: int, count: int, fid: int) -> None:
    hand = tuple(g.players[payer].hand)
    if count <= 0 or not hand:
        return
    push(g, "ward_discarded", payer, count, fid)
    ask(g, payer, "discard", hand, fid, "ward_discard", prompt="Discard a card for ward")


@handler("ward_discarded")
def _ward_discarded(g: GameState, payer: int, count: int, fid: int) -> None:
    card = g.frames[fid].pop("ward_discard")
    push(g, "ward_discard", payer, count - 1, fid)
    submit(g, Event("zone_change", obj=card, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                    player=payer, data={"cause": "discard", "cost": True}))
