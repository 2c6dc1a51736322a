"""Mana and payments during resolution: adding mana (CR 106.3), optional costs paid as the spell
resolves (CR 608.2d, 118.1) and costs paid any number of times (CR 118.3).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.choices import ask
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push, push_all
from manastack.rules.mana import add_mana
from manastack.rules.one_shot import amt, effect, players
from manastack.state.game_state import GameState


@effect(E.AddMana)
def _add_mana(g: GameState, e: E.AddMana, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.times, frame)
    for p in players(g, e.who, frame):
        if n > 0:
            add_mana(g, p, e.mana * n)


@effect(E.MayPay)
def _may_pay(g: GameState, e: E.MayPay, fid: int, frame: dict[str, Any]) -> None:
    from manastack.dsl.mana_cost import ManaCost
    from manastack.rules.mana_costing import player_can_pay_all as player_can_pay
    who = frame["controller"]
    sid = frame.get("stack_id")
    cost = ManaCost.parse(e.mana)
    if sid not in g.objects or not player_can_pay(g, who, cost):
        return
    push(g, "may_pay_answered", e, fid)
    ask(g, who, "may", (True, False), fid, "_may_pay", prompt=e.prompt or f"Pay {e.mana}?",
        source=frame.get("source"))


@handler("may_pay_answered")
def _may_pay_answered(g: GameState, e: E.MayPay, fid: int) -> None:
    from manastack.dsl.mana_cost import ManaCost
    frame = g.frames[fid]
    if not frame.pop("_may_pay"):
        return
    sid = frame["stack_id"]
    push_all(g, [("effect", x, fid) for x in e.then])
    g.mut(sid).stack["to_pay"] = ManaCost.parse(e.mana)
    push(g, "pay_mana", sid)


@effect(E.PayAnyNumberOfTimes)
def _pay_any_number(g: GameState, e: E.PayAnyNumberOfTimes, fid: int,
                    frame: dict[str, Any]) -> None:
    from manastack.dsl.mana_cost import ManaCost
    from manastack.rules.mana_costing import player_can_pay_all as player_can_pay
    # Every number of times the player can pay is offered, however large (CR 118.3, 608.2d);
    # the costs paid this way have a mana value of at least 1, so the count ends.
    who = frame["controller"]
    once = ManaCost.parse(e.mana)
    total, most = once, 0
    while player_can_pay(g, who, total):
        most += 1
        total = total.plus(once)
    if most == 0:
        return
    push(g, "paid_any_number", e, fid)
    ask(g, who, "choose_number", tuple(range(most + 1)), fid, "_times",
        prompt=f"Pay {e.mana} how many times?", source=frame.get("source"),
        times_cost=e.mana, most=most)


@handler("paid_any_number")
def _paid_any_number(g: GameState, e: E.PayAnyNumberOfTimes, fid: int) -> None:
    from manastack.dsl.costs import Cost
    from manastack.dsl.mana_cost import ManaCost
    from manastack.rules.triggers import PendingTrigger
    from manastack.rules.unless_pays import pay_now
    frame = g.frames[fid]
    n = int(frame.pop("_times") or 0)
    if n <= 0:
        return
    once = ManaCost.parse(e.mana)
    total = once
    for _ in range(n - 1):
        total = total.plus(once)
    g.triggered.append(PendingTrigger(frame.get("source") or 0, e.ability, frame["controller"],
                                      Event("paid_times", player=frame["controller"], amount=n),
                                      frame.get("source_chars")))
    g.version += 1
    pay_now(g, frame["controller"], Cost(mana=total), fid, f"{e.mana} x{n}")

