"""Paying a cost while a spell or ability resolves, and "counter target spell unless its
controller pays [cost]".

CR 118.12a: "[Do something] unless [a player does something else]" means "[that player] may
[do something else]. If they don't, [do something]"; the payment is a cost paid during
resolution. The player decides with a pay-or-decline decision, where "pay" is offered only
when the whole cost can be paid now (CR 118.3). Mana is taken from the pool first, then the
player activates mana abilities one at a time through ``pay_mana`` decisions, as when casting
(CR 605.3a, 608.2g): only abilities that keep the rest payable are offered, so a payment never
ends in a dead end. Life is paid as life loss (CR 119.4); cards to discard are chosen one at a
time. Ward (``rules.ward``) pays its cost with the same pieces.

A spell that can't be countered (``rules.countering``) still gets the pay-or-decline decision:
the payment is a choice of its own (CR 118.12a), and declining then counters nothing (CR 101.2).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.decisions.actions import PayAutomatically
from manastack.dsl.costs import Cost
from manastack.dsl.effects import CounterUnlessPays
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.automatic_payment import with_auto_pay
from manastack.rules.choices import ask, ask_actions
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push
from manastack.rules.mana_costing import player_can_pay_all
from manastack.rules.mana_riders import pay_from_pool
from manastack.rules.one_shot import amt, effect, objs
from manastack.rules.payment_options import options_listed, payment_options_in_parts
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

PAY = "pay"
DECLINE = "decline"


def as_cost(cost: str | Cost) -> Cost:
    return cost if isinstance(cost, Cost) else Cost.of(cost)


def cost_text(cost: Cost) -> str:
    parts = []
    if cost.mana is not None and not cost.mana.is_empty():
        parts.append(str(cost.mana))
    if cost.pay_life:
        parts.append(f"pay {cost.pay_life} life")
    if cost.discard:
        parts.append(f"discard {cost.discard} card" + ("s" if cost.discard > 1 else ""))
    if not parts and cost.mana is not None:
        return "{0}"  # a mana cost of zero (CR 118.5)
    return ", ".join(parts) or "nothing"


def cost_instruction(cost: Cost) -> str:
    """The cost as what its payer does: "pay {1}", "pay 3 life", "discard 1 card" (a mana
    cost is paid, the other parts say their own verb)."""
    text = cost_text(cost)
    return text if text.startswith(("pay ", "discard ")) else f"pay {text}"


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def can_pay_now(g: GameState, player: int, cost: Cost) -> bool:
    """Whether ``player`` can pay the whole cost now (CR 118.3, 119.4): enough life, enough
    cards in hand, and mana from the pool and mana abilities."""
    pl = g.players[player]
    if cost.pay_life and pl.life < cost.pay_life:
        return False
    if cost.discard and len(pl.hand) < cost.discard:
        return False
    if cost.mana is not None and not cost.mana.is_empty() and \
            not player_can_pay_all(g, player, cost.mana):
        return False
    return True


def pay_or_decline_options(g: GameState, player: int, cost: Cost) -> tuple[str, ...]:
    return ((PAY,) if can_pay_now(g, player, cost) else ()) + (DECLINE,)


def pay_now(g: GameState, payer: int, cost: Cost, fid: int, reason: str) -> None:
    """Pay ``cost`` for ``payer`` during resolution (checked payable just before)."""
    if cost.mana is not None and not cost.mana.is_empty():
        push(g, "resolution_pay_mana", payer, cost.mana, fid, reason)
    if cost.discard:
        push(g, "resolution_discard", payer, cost.discard, fid, reason)
    if cost.pay_life:
        submit(g, Event("life_loss", player=payer, amount=cost.pay_life,
                        data={"cost": True, "cause": reason}))


@handler("resolution_pay_mana")
def _pay_mana(g: GameState, payer: int, remaining: ManaCost, fid: int, reason: str,
              auto: bool = False) -> None:
    """Spend mana from the pool, then ask for mana abilities until the cost is paid (or,
    ``auto``, activate those of the plan of ``rules.automatic_payment``, CR 601.2g–h)."""
    pl = g.players[payer]
    if pl.mana_pool:
        remaining, _ = pay_from_pool(g, payer, remaining, None)
        g.version += 1
    if remaining.is_empty() or (remaining.mana_value == 0 and not remaining.colored):
        return
    opts = options_listed(*payment_options_in_parts(g, payer, remaining))
    if not opts:
        return  # checked payable before starting; nothing more can be done
    if auto:
        from manastack.rules.automatic_payment import next_payment
        from manastack.rules.costs import activate_mana_ability
        push(g, "resolution_pay_mana", payer, remaining, fid, reason, True)
        activate_mana_ability(g, payer, next_payment(g, payer, remaining, None, opts), remaining,
                              auto=True)
        return
    push(g, "resolution_mana_chosen", payer, remaining, fid, reason)
    ask_actions(g, payer, "pay_mana", with_auto_pay(g, opts), fid, "_resolution_mana",
                prompt=f"Pay {remaining} ({reason})", remaining=str(remaining))


@handler("resolution_mana_chosen")
def _mana_chosen(g: GameState, payer: int, remaining: ManaCost, fid: int, reason: str) -> None:
    from manastack.rules.costs import activate_mana_ability
    act = g.frames[fid].pop("_resolution_mana")
    if isinstance(act, PayAutomatically):
        push(g, "resolution_pay_mana", payer, remaining, fid, reason, True)
        return
    push(g, "resolution_pay_mana", payer, remaining, fid, reason)
    activate_mana_ability(g, payer, act, remaining)


@handler("resolution_discard")
def _discard(g: GameState, payer: int, count: int, fid: int, reason: str) -> None:
    hand = tuple(g.players[payer].hand)
    if count <= 0 or not hand:
        return
    push(g, "resolution_discarded", payer, count, fid, reason)
    ask(g, payer, "discard", hand, fid, "_resolution_discard",
        prompt=f"Discard a card ({reason})")


@handler("resolution_discarded")
def _discarded(g: GameState, payer: int, count: int, fid: int, reason: str) -> None:
    card = g.frames[fid].pop("_resolution_discard")
    push(g, "resolution_discard", payer, count - 1, fid, reason)
    submit(g, Event("zone_change", obj=card, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                    player=payer, data={"cause": "discard", "cost": True}))


# -- "counter target spell unless its controller pays [cost]" --------------------------------
def on_stack(g: GameState, sid: int | None) -> bool:
    return sid is not None and sid in g.objects and g.objects[sid].zone is Zone.STACK \
        and sid in g.stack


@effect(CounterUnlessPays)
def _counter_unless_pays(g: GameState, e: CounterUnlessPays, fid: int,
                         frame: dict[str, Any]) -> None:
    """Each spell or ability of ``what`` in turn: its controller decides as this resolves.
    A cost "for each" of something is counted now, once, as this resolves (CR 608.2h)."""
    cost = as_cost(e.cost)
    if e.times is not None:
        n = amt(g, e.times, frame)
        cost = replace(cost, mana=cost.mana_value_cost.times(n))
    for sid in reversed([o for o in objs(g, e.what, frame) if on_stack(g, o)]):
        push(g, "counter_unless_offer", sid, cost, fid, frame.get("source"))


@handler("counter_unless_offer")
def _offer(g: GameState, sid: int, cost: Cost, fid: int, source: int | None) -> None:
    if not on_stack(g, sid):
        return
    payer = g.objects[sid].controller
    push(g, "counter_unless_answered", sid, cost, fid)
    ask(g, payer, "unless_payment", pay_or_decline_options(g, payer, cost), fid,
        "_unless_choice",
        prompt=f"{_capitalized(cost_instruction(cost))} or it is countered", source=source,
        spell=sid, cost=cost_text(cost))


@handler("counter_unless_answered")
def _answered(g: GameState, sid: int, cost: Cost, fid: int) -> None:
    choice = g.frames[fid].pop("_unless_choice", DECLINE)
    if not on_stack(g, sid):
        return
    payer = g.objects[sid].controller
    if choice == PAY and can_pay_now(g, payer, cost):
        pay_now(g, payer, cost, fid, "so that the spell isn't countered")
        return
    submit(g, Event("counter", obj=sid, data={"to": Zone.GRAVEYARD}))  # CR 701.6a
