"""The total cost of a spell or ability (CR 601.2f, 602.2b): the mana cost or an alternative
cost (CR 118.9), plus additional costs (CR 118.8, 601.2b) and cost increases, minus cost
reductions (generic mana only, CR 601.2f), with X replaced by its value (CR 107.3); and the
largest X such a cost can still be paid with (``max_affordable_x``)."""

from __future__ import annotations

from typing import Any

from manastack.dsl.abilities import ActivatedAbility, StaticAbility
from manastack.dsl.costs import Cost, CostChoice
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.any_color_spending import mana_to_pay
from manastack.rules.cast_methods import (
    METHODS,
    as_priced_for,
    card_chars_for,
    spell_ability,
    spell_method,
)
from manastack.rules.characteristics import chars, compute_all, static_rules
from manastack.rules.copiable_values import face_up_chars
from manastack.rules.cost_parts import mana_payable_with_costs, source_kept_for_cost
from manastack.rules.counter_costs import counters_among
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def base_spell_cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    """The mana cost or alternative cost a spell is cast for, and any non-mana part."""
    method = spell_method(g, sid)
    m = METHODS.get(method)
    if m is not None:
        return m.cost(g, sid)
    return chars(g, sid).mana_cost, None


def cost_modifiers(g: GameState, sid: int, base: ManaCost) -> ManaCost:
    """CR 601.2f: increases, then reductions, from static abilities."""
    o = g.objects[sid]
    c = chars(g, sid)
    m = METHODS.get(spell_method(g, sid))
    if m is not None and m.face_down and o.zone is not Zone.STACK:
        # CR 601.3e, 708.4: a card about to be cast face down is priced with only its
        # face-down characteristics (no name, no color, no abilities), not its face-up ones,
        # also a card exiled face down (Siphon Insight's), whose face-up characteristics
        # price it only when it is cast face up (CR 406.3a, below).
        face_down = card_chars_for(g, sid, m.name).copy()
        face_down.controller = c.controller
        c = face_down
    elif o.face_down and o.zone is not Zone.BATTLEFIELD and o.zone is not Zone.STACK:
        # A card exiled face down is priced as the spell it would be: it is turned face up
        # as it is cast (CR 406.3a).
        c = face_up_chars(g, sid)
    elif m is not None and m.face != o.face and o.zone is not Zone.STACK:
        # CR 712.11a, 601.2f: a card about to be cast transformed (disturb) is priced with the
        # face it will have on the stack, its back face (Curse of Silence naming that face).
        back = card_chars_for(g, sid, m.name).copy()
        back.controller = c.controller
        c = back
    c = as_priced_for(g, sid, c)
    cost = base
    allc = compute_all(g)
    reductions: list[int] = []
    rules = static_rules(g)  # most battlefields have no such ability: no permanent looked at
    for oid in g.battlefield if "cost_increase" in rules or "cost_reduction" in rules else ():
        sc = allc.get(oid)
        if sc is None or g.objects[oid].phased_out:
            continue  # a phased-out permanent is treated as though it doesn't exist (702.26b)
        for a in sc.abilities:
            if isinstance(a, StaticAbility) and a.rule in ("cost_increase", "cost_reduction"):
                applies_to, amount = a.params[0], a.params[1]
                if applies_to is not None and not _spell_matches(g, sid, c, applies_to,
                                                                 sc.controller, oid):
                    continue
                if not isinstance(amount, int):  # "{X} less, where X is ~'s power"
                    from manastack.rules.amounts import evaluate_amount
                    amount = max(0, evaluate_amount(g, amount, {
                        "controller": sc.controller, "source": oid, "targets": (), "x": 0}))
                if a.rule == "cost_increase":
                    cost = cost.plus(ManaCost(generic=amount))
                else:
                    reductions.append(amount)
    for amount in reductions:  # after every increase (CR 601.2f, MIC-OR-0120)
        cost = cost.reduced(amount)
    for a in c.abilities:
        # "This spell costs {N} less to cast [if ...]": the spell's own static ability,
        # which functions on the stack (CR 601.2f, 604.1), written
        # rule("spell_cost_reduction", "self", N, condition=...).
        if isinstance(a, StaticAbility) and a.rule == "spell_cost_reduction" and \
                (a.condition is None or a.condition(g, sid)):
            amount = a.params[0]
            if callable(amount):  # fn(game, spell id)
                amount = int(amount(g, sid))
            elif not isinstance(amount, int):
                from manastack.rules.amounts import evaluate_amount
                amount = max(0, evaluate_amount(g, amount, {
                    "controller": c.controller, "source": sid, "targets": (), "x": 0}))
            cost = cost.reduced(amount)
    del o
    return cost


def _spell_matches(g: GameState, sid: int, c: Any, f: Any, you: int, source: int) -> bool:
    from manastack.rules.selectors import chars_match
    return chars_match(g, c, f.but(zone=Zone.STACK), you, source, sid)


def total_cost(g: GameState, sid: int, x: int | None = None) -> tuple[ManaCost, Cost | None]:
    o = g.objects[sid]
    if o.stack.get("kind") == "spell":
        base, extra = base_spell_cost(g, sid)
        sa = spell_ability(chars(g, sid))
        add = chosen_additional_cost(sa.additional_cost if sa is not None else None,
                                     o.stack.get("additional_choice"))
        if add is not None:
            if add.mana is not None:
                base = base.plus(add.mana)
            extra = merged_cost(extra, add)
        # CR 107.3a, 601.2f: while the spell is on the stack its X is the value announced, so
        # the cost the increases and reductions apply to holds that much generic mana: a
        # reduction takes generic mana off what X adds too (CR 107.3b: "effects that only
        # reduce a cost").
        cost = cost_modifiers(g, sid, _with_x(base, o, x))
    else:
        a: ActivatedAbility = o.ability
        cost = _with_x(a.cost.mana or ManaCost(), o, x)
        extra = a.cost
    return cost, extra


def _with_x(cost: ManaCost, o: Any, x: int | None) -> ManaCost:
    """``cost`` with each {X} replaced by the value given, or else the one announced (0
    before it is announced, CR 107.3a)."""
    if not cost.x:
        return cost
    xv = o.stack.get("x") if x is None else x
    return cost.with_x(int(xv or 0))


def chosen_additional_cost(ac: Any, choice: int | None) -> Cost | None:
    """The additional cost to pay: the option chosen of a ``CostChoice`` (CR 601.2b)."""
    if isinstance(ac, CostChoice):
        return ac.options[choice] if choice is not None else None
    return ac  # type: ignore[no-any-return]


def merged_cost(a: Cost | None, b: Cost) -> Cost:
    if a is None:
        return b
    from dataclasses import fields, replace
    kw = {f.name: getattr(b, f.name) for f in fields(b)
          if getattr(b, f.name) not in (None, False, 0) and f.name != "mana"}
    return replace(a, **kw)


def max_affordable_x(g: GameState, sid: int) -> int:
    """The largest X for which the total cost of ``sid`` can still be paid, the permanents
    its other parts need kept aside (CR 107.3, 601.2f–h). No rule bounds X otherwise: where
    {X} is part of the mana cost, each X more costs one mana more, so the mana its controller
    can make ends the search; where X is a number of counters to remove instead ("Remove X
    charge counters from ~", "Remove X loyalty counters from among planeswalkers you
    control"), X is at most the counters there are (CR 118.3). Every X of the three sets is
    one or the other."""
    o = g.objects[sid]
    spell = sid if o.stack.get("kind") == "spell" else None
    cap = _x_counters(g, sid, total_cost(g, sid)[1])  # its other parts: the same for any X
    x = 0  # offered in any case: a spell or ability is cast or activated payable with X = 0
    while cap is None or x < cap:
        cost, extra = total_cost(g, sid, x + 1)
        src, exclude = cost_source(g, sid, extra)
        if not mana_payable_with_costs(g, o.controller, src, extra,
                                       mana_to_pay(g, o.controller, sid, cost), exclude, spell):
            break
        x += 1
    return x


def _x_counters(g: GameState, sid: int, cost: Cost | None) -> int | None:
    """How many counters a cost that removes X counters could remove (the most X can be, CR
    118.3): from its source (there as the ability is activated), or from among permanents
    its controller controls; None when X counts no counters."""
    if cost is None:
        return None
    o = g.objects[sid]
    if cost.remove_x_counters is not None:
        source = g.objects[o.source]  # type: ignore[index]
        return source.counters.get(cost.remove_x_counters, 0)
    if cost.remove_x_counters_among is not None:
        return counters_among(g, o.controller, cost.remove_x_counters_among,
                                             sid if o.stack.get("kind") == "spell" else o.source)
    return None


def cost_source(g: GameState, sid: int, extra: Cost | None) -> tuple[int, frozenset[int]]:
    """The object whose cost ``extra`` is (the spell, or the source of the ability) and the
    permanents it keeps from making mana (``payability.source_kept_for_cost``)."""
    o = g.objects[sid]
    if o.stack.get("kind") == "spell" or o.source is None:
        return sid, frozenset()
    return o.source, source_kept_for_cost(g, o.source, extra)
