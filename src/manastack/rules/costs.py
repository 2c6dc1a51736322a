"""Paying costs (CR 601.2g–h, 602.2b, 118).

The total cost (``rules.total_cost``, CR 601.2f) is locked in; mana abilities are activated
first, one at a time (CR 601.2g, 605.3), keeping out of the payment the permanents the rest of
the cost needs (``cost_parts.reservations``); then the other parts are paid, each choice
a decision (CR 601.2h: in any order).
"""

from __future__ import annotations

from typing import Any

from manastack.decisions.actions import ActivateManaAbility, Choose, PayAutomatically
from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules import counter_costs as _counter_costs  # noqa: F401 - registers its handlers
from manastack.rules.amounts import last_known_chars
from manastack.rules.any_color_spending import mana_to_pay
from manastack.rules.automatic_payment import (
    next_payment,
    offered_now,
    offered_step,
    remember_offered,
    with_auto_pay,
)
from manastack.rules.cast_methods import (  # noqa: F401 - re-exported
    _PRICING,
    METHODS,
    as_priced_for,
    being_priced,
    card_chars_for,
    pricing_as,
    spell_ability,
    spell_method,
)
from manastack.rules.characteristics import chars
from manastack.rules.choices import IllegalChoiceError, ask, ask_actions
from manastack.rules.copiable_values import copy_values
from manastack.rules.cost_parts import (  # noqa: F401 - cost_candidates re-exported
    NO_RESERVE,
    Ways,
    cost_candidates,
    kept_aside,
    live_ways,
    mana_payable_with_costs,
    source_kept_for_cost,
)
from manastack.rules.events import Event, routine, submit
from manastack.rules.instructions import handler, push, push_all
from manastack.rules.layer_keeping import mut_bookkeeping
from manastack.rules.mana import add_mana, carry_step, hold_step, release_step, untapped_for_cost
from manastack.rules.mana_costing import mana_cost_in_pool
from manastack.rules.mana_riders import (
    add_mana_rider,
    pay_from_pool,
    spent_from_pool,
    usable_pool,
)
from manastack.rules.payment_options import (
    as_activated,
    needs_source,
    options_for,
    options_listed,
    payment_options_in_parts,
    pool_spending,
    sacrificing_leaves_payable,
    tapping_leaves_payable,
)
from manastack.rules.pool_spending import (
    POOL_CHOICE,
    generic_choices,
    pool_spent_first,
    with_generic_as,
)
from manastack.rules.total_cost import (  # noqa: F401 - max_affordable_x re-exported
    cost_source,
    max_affordable_x,
    total_cost,
)
from manastack.rules.triggers import waiting_for
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@handler("costs")
def _costs(g: GameState, sid: int) -> None:
    """CR 601.2f–h: lock in the total cost; activate mana abilities and pay the mana (as
    though it were mana of any color when an effect allows it, CR 609.4b), keeping aside the
    permanents the other parts need; then pay the other parts (CR 601.2h, 602.2b: the costs
    are paid in any order, mana abilities being activated before, 601.2g). Paying mana
    first lets a mana ability whose condition the other parts would end be used ("Activate
    only if you control five or more lands" before a land is sacrificed)."""
    o = g.objects.get(sid)
    if o is None:
        return
    mana, extra = total_cost(g, sid)
    o = mut_bookkeeping(g, sid)
    to_pay = mana_to_pay(g, o.controller, sid, mana)
    o.stack["to_pay"] = to_pay
    o.stack["mana_spent"] = mana.mana_value  # the whole total cost is paid (CR 601.2h)
    src, exclude = cost_source(g, sid, extra)
    spell = sid if o.stack.get("kind") == "spell" else None
    ways = kept_aside(g, o.controller, src, extra, to_pay, exclude, spell)
    if ways != NO_RESERVE:
        o.stack["kept_for_costs"] = ways
    if extra is not None:
        push(g, "pay_other", sid, extra, 0)
    push(g, "pay_mana", sid)


@handler("pay_other")
def _pay_other(g: GameState, sid: int, cost: Cost, step: int) -> None:
    """Non-mana cost parts, in a fixed order: tap/untap, life, sacrifice, discard, tap
    creatures, exile, counters, loyalty."""
    o = g.objects[sid]
    p = o.controller
    src = o.source if o.stack.get("kind") != "spell" else sid
    if step == 0:
        push(g, "pay_other", sid, cost, 1)
        if cost.tap and src is not None:
            submit(g, Event("tap", obj=src, player=p, data={"cost": True}))
        if cost.untap and src is not None:
            submit(g, Event("untap", obj=src, player=p, data={"cost": True}))
        if cost.pay_life:
            submit(g, Event("life_loss", player=p, amount=cost.pay_life, data={"paid": True}))
        if cost.loyalty is not None and src is not None:
            if cost.loyalty >= 0:
                submit(g, Event("counters_added", obj=src, amount=cost.loyalty,
                                data={"counter": "loyalty"}))
            else:
                submit(g, Event("counters_removed", obj=src, amount=-cost.loyalty,
                                data={"counter": "loyalty"}))
        if cost.remove_counters and src is not None:
            kind, n = cost.remove_counters
            submit(g, Event("counters_removed", obj=src, amount=n, data={"counter": kind}))
        if cost.remove_x_counters and src is not None and int(o.stack.get("x") or 0) > 0:
            submit(g, Event("counters_removed", obj=src, amount=int(o.stack.get("x") or 0),
                            data={"counter": cost.remove_x_counters}))
        return
    if step == 1:
        push(g, "pay_other", sid, cost, 2)
        if cost.sacrifice_self and src is not None and src in g.objects:
            g.mut(sid).stack["sacrificed_lki"] = chars(g, src)
            # "for each [kind] counter on ~" after ~ was sacrificed: as it last existed
            g.mut(sid).stack["sacrificed_counters"] = dict(g.objects[src].counters)
            g.mut(sid).stack["sacrificed_copy"] = copy_values(g, src)
            # What a sacrificed Aura or Equipment was attached to ("enchanted creature").
            g.mut(sid).stack["sacrificed_attached"] = g.objects[src].attached_to
            submit(g, Event("sacrifice", obj=src, player=p, data={"cost": True}))
        if cost.exile_self and src is not None and src in g.objects:
            submit(g, Event("zone_change", obj=src, to_zone=Zone.EXILE, data={"cost": True}))
        if cost.discard_self and src is not None and src in g.objects:
            submit(g, Event("zone_change", obj=src, from_zone=Zone.HAND,
                            to_zone=Zone.GRAVEYARD, player=p, data={"cause": "discard"}))
        if cost.return_self_to_hand and src is not None and src in g.objects:
            submit(g, Event("zone_change", obj=src, to_zone=Zone.HAND, data={"cost": True}))
        if cost.discard_hand:
            from manastack.rules.pipeline import submit_batch
            submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.HAND,
                                   to_zone=Zone.GRAVEYARD, player=p,
                                   data={"cause": "discard"})
                             for c in g.players[p].hand])
        return
    if step == 2 and cost.sacrifice is not None:
        push(g, "pay_choice", sid, "sacrifice", cost.sacrifice,
             -1 if cost.sacrifice_any else cost.sacrifice_count, 0)
    if step == 2 and cost.discard:
        push(g, "pay_choice", sid, "discard", cost.discard_filter, cost.discard, 0)
    if step == 2 and cost.tap_untapped is not None:
        push(g, "pay_choice", sid, "tap", cost.tap_untapped, cost.tap_count, 0)
    if step == 2 and cost.exile_from_graveyard is not None:
        n = int(o.stack.get("x") or 0) if cost.exile_x else cost.exile_count
        n = int(o.stack.get("exile_announced") or 0) if cost.exile_any else n  # CR 601.2b
        push(g, "pay_choice", sid, "exile_gy", cost.exile_from_graveyard, n, 0)
    if step == 2 and cost.remove_x_counters_among is not None:
        push(g, "remove_counters_among", sid, cost.remove_x_counters_among,
             int(o.stack.get("x") or 0), ())


@handler("pay_choice")
def _pay_choice(g: GameState, sid: int, what: str, f: Any, count: int, done: int) -> None:
    o = g.objects[sid]
    if count >= 0 and done >= count:  # a count of -1: any number, until the player stops
        _sacrifice_chosen(g, sid, what)
        return
    src = o.source if o.stack.get("kind") != "spell" else sid
    taken = tuple(o.stack.get("paid_" + what, ()))
    cands = cost_candidates(g, o.controller, what, f, src, taken)
    if count < 0 and not cands:
        _sacrifice_chosen(g, sid, what)
        return
    fid = g.new_frame()
    push(g, "pay_choice_made", sid, what, f, count, done, fid)
    ask(g, o.controller, "cost_" + what, tuple(cands), fid, "choice",
        prompt=f"Choose a permanent or card to {what.replace('_gy', '')} to pay the cost",
        source=sid, optional=count < 0)


@handler("pay_choice_made")
def _pay_choice_made(g: GameState, sid: int, what: str, f: Any, count: int, done: int,
                     fid: int) -> None:
    v = g.frames.pop(fid)["choice"]
    if v is None:
        _sacrifice_chosen(g, sid, what)
        return  # done choosing "any number"
    o = g.mut(sid)
    p = o.controller
    o.stack["paid_" + what] = tuple(o.stack.get("paid_" + what, ())) + (v,)
    push(g, "pay_choice", sid, what, f, count, done + 1)
    if what == "discard":
        submit(g, Event("zone_change", obj=v, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                        player=p, data={"cause": "discard"}))
    elif what == "tap":
        submit(g, Event("tap", obj=v, player=p, data={"cost": True}))
    elif what == "exile_gy":
        if o.stack.get("kind") == "spell":  # linked to the permanent it becomes (607.2q)
            push(g, "exiled_for_cost_record", sid, len(g.log))
        submit(g, Event("zone_change", obj=v, from_zone=Zone.GRAVEYARD, to_zone=Zone.EXILE,
                        player=p, data={"cost": True}))


def _sacrifice_chosen(g: GameState, sid: int, what: str) -> None:
    """The permanents chosen for a cost's "sacrifice [N / any number of] ..." are sacrificed
    together once all are chosen (CR 601.2h: a cost is paid as a whole, CR 701.21a): each one's
    last-known characteristics (CR 608.2h) are taken while all are still on the battlefield,
    so a lord sacrificed with the creatures it pumps still counts in their power."""
    if what != "sacrifice":
        return
    chosen = tuple(g.objects[sid].stack.get("paid_sacrifice", ()))
    if not chosen:
        return
    from manastack.rules.pipeline import submit_batch
    o = g.mut(sid)
    p = o.controller
    lkis = tuple(chars(g, v) for v in chosen)
    o.stack["sacrificed_lki"] = lkis[-1]
    o.stack["sacrificed_copy"] = copy_values(g, chosen[-1])
    o.stack["sacrificed_lkis"] = lkis
    submit_batch(g, [Event("sacrifice", obj=v, player=p, data={"cost": True}) for v in chosen])


@handler("pay_mana")
def _pay_mana(g: GameState, sid: int, auto: bool = False) -> None:
    """CR 601.2g–h: spend pool mana (unless a mana ability whose cost includes mana needs it,
    ``pool_spent_first``), then ask for mana abilities until the cost is paid (or, ``auto``,
    activate those of the plan of ``rules.automatic_payment``)."""
    o = g.objects.get(sid)
    if o is None:
        _finish_for_gone(g, sid, auto)
        return
    p = o.controller
    remaining: ManaCost = o.stack.get("to_pay", _NO_MANA)
    spell = sid if o.stack.get("kind") == "spell" else None
    ways: Ways = o.stack.get("kept_for_costs", NO_RESERVE)
    if auto:
        # One supply for spending the pool, the answers and the plan: the decision's at first.
        hold_step(g, offered_step(g, p, remaining, spell, ways))
        try:
            act = _next_automatic(g, sid, remaining, spell, ways)
        finally:
            release_step()
        if act is not None:
            _pay_with(g, sid, act, True)
        return
    hold_step(g)  # spending the pool and the answers read the same supply
    try:
        if _ask_pool_mana(g, sid, remaining, spell, ways):
            return
        remaining = _spend_pool(g, sid, remaining, spell, ways)
        if _paid(remaining):
            return
        opts = options_for(g, p, remaining, spell, ways)
        remember_offered(g, p, remaining, spell, ways, opts)
    finally:
        release_step()
    if not opts:
        raise IllegalChoiceError(f"cannot pay {remaining}", "cannot_pay", cost=remaining)
    fid = g.new_frame()
    push(g, "mana_for_cost", sid, fid)
    ask_actions(g, p, "pay_mana", with_auto_pay(g, opts), fid, "choice",
                prompt=f"Pay {remaining}", source=sid, remaining=str(remaining))


_NO_MANA = ManaCost()
"""Nothing to pay (one object: each step of a payment reads it)."""


def _finish_for_gone(g: GameState, sid: int, auto: bool) -> None:
    """A permanent whose morph cost was being paid left the battlefield during the payment
    (``zone_change``): the cost is paid all the same (CR 702.37e), from the pool and mana
    abilities as any payment made while nothing is cast (``unless_pays``); nothing is then
    turned face up."""
    left = g.extra.get("left_while_paying", {})
    if sid not in left:
        return
    payer, owed = left[sid]
    del g.extra["left_while_paying"]
    fid = g.new_frame()
    push(g, "drop_frame", fid)
    push(g, "resolution_pay_mana", payer, owed, fid, "morph cost", auto)


def _spend_pool(g: GameState, sid: int, remaining: ManaCost, spell: int | None,
                ways: Ways) -> ManaCost:
    """Pool mana spent on ``remaining`` (unless ``pool_spent_first`` keeps it, whichever of
    ``ways`` keeps permanents for the cost's other parts): what is left."""
    p = g.objects[sid].controller
    if _pool_spent(g, p, remaining, spell, ways):
        remaining = _spent_from_pool(g, sid, p, remaining, spell)
    return remaining


def _pool_spent(g: GameState, p: int, remaining: ManaCost, spell: int | None,
                ways: Ways) -> bool:
    return bool(g.players[p].mana_pool) and any(
        pool_spent_first(g, p, remaining, spell, kept, stay) for kept, stay in live_ways(g, ways))


def _spent_from_pool(g: GameState, sid: int, p: int, cost: ManaCost,
                     spell: int | None) -> ManaCost:
    """``cost`` paid from ``p``'s pool (CR 601.2h): what is left to pay."""
    remaining, riders = pay_from_pool(g, p, cost, spell)
    o = mut_bookkeeping(g, sid)
    o.stack["to_pay"] = remaining
    if riders:
        o.stack["mana_riders"] = (*o.stack.get("mana_riders", ()), *riders)
    carry_step(g)  # only the pool and what is left to pay changed
    return remaining


def _ask_pool_mana(g: GameState, sid: int, remaining: ManaCost, spell: int | None,
                   ways: Ways) -> bool:
    """CR 601.2h: as the pool's mana is spent on a cost paid one step at a time, its
    controller chooses which of it pays the generic part when the pool holds more than that
    of more than one type (``generic_choices``; the answer goes to ``pool_mana_chosen``).
    Asked in games set up so (``POOL_CHOICE``); otherwise, and in an automatic payment, the
    pool spends it as ``rules.mana_riders.apply_pool`` does."""
    p = g.objects[sid].controller
    if not g.extra.get(POOL_CHOICE) or not _pool_spent(g, p, remaining, spell, ways):
        return False
    choices = generic_choices(usable_pool(g, p, spell), remaining,
                              spent_from_pool(g, p, remaining, spell))
    if not choices:
        return False
    fid = g.new_frame()
    push(g, "pay_mana", sid)
    push(g, "pool_mana_chosen", sid, fid)
    ask(g, p, "pool_mana", choices, fid, "choice", source=sid, remaining=str(remaining),
        prompt=f"Choose the mana of your pool that pays the generic {{{remaining.generic}}}")
    return True


@handler("pool_mana_chosen")
def _pool_mana_chosen(g: GameState, sid: int, fid: int) -> None:
    """The chosen mana (``_ask_pool_mana``) and the cost's other symbols paid from the pool."""
    symbols = g.frames.pop(fid)["choice"]
    o = g.objects.get(sid)
    if o is None:
        return
    spell = sid if o.stack.get("kind") == "spell" else None
    remaining: ManaCost = o.stack.get("to_pay", _NO_MANA)
    _spent_from_pool(g, sid, o.controller, with_generic_as(remaining, symbols), spell)


def _paid(remaining: ManaCost) -> bool:
    return remaining.is_empty() or remaining.mana_value == 0 and not remaining.colored


def _next_automatic(g: GameState, sid: int, remaining: ManaCost, spell: int | None,
                    ways: Ways) -> Any:
    """Pool mana spent, the mana ability (or convoking creature) the plan of
    ``rules.automatic_payment`` activates next; None once the cost is paid."""
    remaining = _spend_pool(g, sid, remaining, spell, ways)
    if _paid(remaining):
        return None
    p = g.objects[sid].controller
    opts = offered_now(g, p, remaining, spell, ways)
    if opts is None:
        found = live_ways(g, ways)
        if len(found) != 1:
            # The answers of each way of keeping permanents for the cost's other parts.
            opts = options_for(g, p, remaining, spell, ways)
        else:
            # The costlier answers only if the plan may take one; the others checked once
            # weighed.
            first, valid, rest = payment_options_in_parts(g, p, remaining, spell, *found[0])
            act = next_payment(g, p, remaining, spell, first, complete=False, valid=valid)
            if act is not None:
                return act
            opts = options_listed(first, valid, rest)
    if not opts:
        raise IllegalChoiceError(f"cannot pay {remaining}", "cannot_pay", cost=remaining)
    return next_payment(g, p, remaining, spell, opts)


@handler("mana_for_cost")
def _mana_for_cost(g: GameState, sid: int, fid: int) -> None:
    act = g.frames.pop(fid)["choice"]
    if isinstance(act, PayAutomatically):
        push(g, "pay_mana", sid, True)
        return
    _pay_with(g, sid, act, False)


def _pay_with(g: GameState, sid: int, act: Any, auto: bool) -> None:
    if auto:
        push(g, "pay_mana", sid, True)
        act = act.value if isinstance(act, Choose) else act
    else:
        push(g, "pay_mana", sid)
    if isinstance(act, tuple):  # ("convoke", creature, symbol): CR 702.51a
        from manastack.rules.convoke import convoke
        convoke(g, sid, act[1], act[2])
        return
    o = g.objects[sid]
    activate_mana_ability(g, o.controller, act, o.stack.get("to_pay"),
                          o.stack.get("kept_for_costs", NO_RESERVE),
                          sid if o.stack.get("kind") == "spell" else None, auto=auto)


_TAPPED_FOR_MANA = {"cost": True, "for_mana": True}
"""The data of every "tapped for mana" event, shared to keep the log compact (an event's data
is never changed in place)."""


def activate_mana_ability(g: GameState, player: int, act: ActivateManaAbility,
                          paying: ManaCost | None = None,
                          ways: Ways = NO_RESERVE, spell: int | None = None,
                          outer: tuple[ActivateManaAbility, ...] = (),
                          auto: bool = False) -> None:
    """CR 605.3: pay the cost and add the mana at once, without using the stack. ``paying``:
    the mana still to pay when the ability is activated while paying a cost (CR 605.3a), for
    ``spell`` (None: anything else), so that the permanents chosen to tap for its cost leave
    that payment possible; ``ways``: the ways to keep permanents for the other parts of
    that cost, which its cost may not tap or sacrifice (``cost_parts.reservations``): one of
    them is kept to; ``outer``: the mana abilities whose costs are
    being paid with this one's mana (innermost first). The mana of its own cost not in the
    pool is paid first by activating other mana abilities (``mana_ability_cost``), asked one
    at a time or, ``auto``, chosen by the automatic payment."""
    # Its source sacrificed while its mana cost was paid, the ability goes on as activated,
    # its source as it last existed (CR 113.7a, 608.2h; ``payment_options.as_activated``).
    c = last_known_chars(g, act.source, {})
    a = c.abilities[act.index]
    assert isinstance(a, ActivatedAbility)
    if a.cost.mana is not None and not a.cost.mana.is_empty():
        if not mana_cost_in_pool(g, player, a.cost.mana):
            # CR 605.3a, 602.2b, 601.2g: mana abilities are activated to pay it first.
            push(g, "mana_ability_activated", player, act, paying, ways, spell, outer, auto)
            push(g, "mana_ability_cost", player, act, paying, ways, spell, outer, auto)
            return
        pay_from_pool(g, player, pool_spending(g, player, act, a.cost.mana, paying, spell,
                                               ways, outer), None)
    if a.effects:
        # A mana ability's other effects happen right after its mana is added, also without
        # the stack ("Add one mana of any color. ~ deals 1 damage to you.", CR 605.3a).
        fid = g.new_frame()
        g.frames[fid] = {"controller": player, "source": act.source, "targets": (),
                         "x": None, "source_chars": c}
        push_all(g, [("effect", e, fid) for e in a.effects] + [("drop_frame", fid)])
    if a.cost.tap:
        _tapped_for_mana(g, player, act.source)
    if a.when_spent is not None or a.spend_only is not None:
        # The mana carries "When that mana is spent to cast ..." or "Spend this mana only
        # to cast ..." (CR 106.6); runs just after the mana is added.
        push(g, "mana_rider", player, act.mana if act.mana != "any" else "W", act.source,
             a.when_spent, a.spend_only)
    push(g, "add_mana", player, act.mana if act.mana != "any" else "W")
    if a.cost.tap_untapped is not None:
        # "Tap two untapped Elves you control": chosen and tapped one at a time as the cost is
        # paid (CR 605.3b, 602.2b). Not "tapped for mana": that is a {T} ability (CR 106.12).
        push(g, "mana_tap_cost", player, act.source, a.cost.tap_untapped, a.cost.tap_count,
             act.mana if act.mana != "any" else "W", paying, (), ways, spell, outer)
    if a.cost.sacrifice is not None:
        # "Sacrifice a [filter]: Add ...": the permanent is chosen as the cost is paid
        # (CR 605.3b, 602.2b).
        from manastack.rules.selectors import all_matching
        cands = all_matching(g, a.cost.sacrifice, player, act.source)
        # The source of a mana ability whose cost is being paid with this mana stays until
        # that ability is activated when its cost asks for it ({T}, CR 601.2g-h, 605.3b);
        # one whose cost is mana alone may go, the ability going on (CR 113.7a).
        cands = [c for c in cands
                 if all(o.source != c or not needs_source(as_activated(g, o)) for o in outer)]
        if (outer or paying is not None and not paying.is_empty()) and len(cands) > 1:
            # Only a permanent whose sacrifice leaves the payment possible, none of those one
            # way keeps for the cost's other parts (CR 601.2g–h).
            mana = act.mana if act.mana != "any" else "W"
            cands = [c for c in cands if any(
                c not in kept and c not in stay and sacrificing_leaves_payable(
                    g, player, paying, kept, mana, c, spell, outer, stay=stay)
                for kept, stay in live_ways(g, ways))] or cands
        fid = g.new_frame()
        push(g, "mana_sacrifice_chosen", player, fid)
        ask(g, player, "sacrifice", cands, fid,
            "choice", prompt="Choose a permanent to sacrifice to pay the cost",
            source=act.source)
    if a.cost.sacrifice_self:
        submit(g, Event("sacrifice", obj=act.source, player=player, data={"cost": True}))
    if a.cost.exile_self:
        # "Exile ~ from your graveyard: Add ..." (CR 602.2b, 605.3b).
        submit(g, Event("zone_change", obj=act.source, to_zone=Zone.EXILE, player=player,
                        data={"cost": True}))
    if a.cost.tap:
        submit(g, routine("tap", act.source, player, _TAPPED_FOR_MANA))
    if a.cost.pay_life:
        # "Pay 1 life: Add {C}." (CR 119.4, 605.3b)
        submit(g, Event("life_loss", player=player, amount=a.cost.pay_life, data={"paid": True}))


@handler("mana_ability_activated")
def _mana_ability_activated(g: GameState, player: int, act: ActivateManaAbility,
                            paying: ManaCost | None, ways: Ways,
                            spell: int | None = None,
                            outer: tuple[ActivateManaAbility, ...] = (),
                            auto: bool = False) -> None:
    """The rest of a mana ability's activation once the mana of its cost is in the pool,
    its source there or not: a mana ability's cost may have sacrificed it meanwhile, the
    ability going on independently of it (CR 113.7a, 608.2h; only when its cost is mana
    alone, ``payment_options.needs_source``)."""
    activate_mana_ability(g, player, act, paying, ways, spell, outer, auto)


@handler("mana_for_mana_ability")
def _mana_for_mana_ability(g: GameState, player: int, fid: int,
                           paying: ManaCost | None = None, ways: Ways = NO_RESERVE,
                           spell: int | None = None,
                           outer: tuple[ActivateManaAbility, ...] = (),
                           auto: bool = False) -> None:
    """A mana ability activated to pay the mana of the cost of ``outer[0]`` (CR 605.3a,
    601.2g); ``PayAutomatically``: the rest of that cost is paid automatically."""
    act = g.frames.pop(fid)["choice"]
    if isinstance(act, PayAutomatically):
        push(g, "mana_ability_cost", player, outer[0], paying, ways, spell, outer[1:], True)
        return
    activate_mana_ability(g, player, act, paying, ways, spell, outer, auto)


@handler("mana_tap_cost")
def _mana_tap_cost(g: GameState, player: int, source: int, f: Any, count: int, mana: str,
                   paying: ManaCost | None, chosen: tuple[int, ...],
                   ways: Ways = NO_RESERVE, spell: int | None = None,
                   outer: tuple[ActivateManaAbility, ...] = ()) -> None:
    """Choose the next permanent to tap for a mana ability's "tap N untapped [f]" cost. While
    a cost is being paid (``paying``, for ``spell``, after the costs of the mana abilities
    ``outer`` this one's mana helps pay), only permanents that still leave it payable are
    offered, none of those a way of ``ways`` keeps making no mana for the cost's other
    parts, so that the payment never reaches a dead end (CR 601.2g–h, 605.3a)."""
    if len(chosen) >= count:
        return
    cands = [c for c in untapped_for_cost(g, player, f, source) if c not in chosen]
    if not cands:
        return
    if (outer or paying is not None and not paying.is_empty()) and len(cands) > 1:
        left = count - len(chosen) - 1
        keep = [c for c in cands if any(c not in kept and tapping_leaves_payable(
            g, player, paying, kept, mana, c, left,
            frozenset(x for x in cands if x not in kept) - {c}, spell, outer, stay=stay)
            for kept, stay in live_ways(g, ways))]
        cands = keep or cands
    fid = g.new_frame()
    push(g, "mana_tap_chosen", player, source, f, count, mana, paying, chosen, fid, ways,
         spell, outer)
    ask(g, player, "cost_tap", tuple(cands), fid, "choice",
        prompt=f"Choose {f.label or 'a permanent'} to tap to pay the cost", source=source)


@handler("mana_tap_chosen")
def _mana_tap_chosen(g: GameState, player: int, source: int, f: Any, count: int, mana: str,
                     paying: ManaCost | None, chosen: tuple[int, ...], fid: int,
                     ways: Ways = NO_RESERVE, spell: int | None = None,
                     outer: tuple[ActivateManaAbility, ...] = ()) -> None:
    v = g.frames.pop(fid)["choice"]
    push(g, "mana_tap_cost", player, source, f, count, mana, paying, (*chosen, v), ways,
         spell, outer)
    submit(g, Event("tap", obj=v, player=player, data={"cost": True}))


@handler("mana_sacrifice_chosen")
def _mana_sacrifice_chosen(g: GameState, player: int, fid: int) -> None:
    v = g.frames.pop(fid)["choice"]
    submit(g, Event("sacrifice", obj=v, player=player, data={"cost": True}))


def _tapped_for_mana(g: GameState, player: int, land: int) -> None:
    """Triggered mana abilities (CR 605.1b) "Whenever [a permanent] is tapped for mana, ...":
    they resolve at once, right after the mana ability that triggered them (CR 605.4a).
    Their trigger is ``Trigger("tapped_for_mana", test=...)`` with ``test(game, source,
    event)``, the event's ``obj`` being the permanent tapped."""
    waiting = waiting_for(g, "tapped_for_mana")
    if not waiting:
        return  # no permanent has such an ability: the battlefield isn't looked at again
    ev = Event("tapped_for_mana", obj=land, player=player)
    for oid, c2, ab in waiting:
        if ab.trigger.test is None or ab.trigger.test(g, oid, ev):
            fid = g.new_frame()
            g.frames[fid] = {"controller": c2.controller, "source": oid, "targets": (),
                             "x": None, "event": ev, "source_chars": c2}
            push_all(g, [("effect", e, fid) for e in ab.effects] + [("drop_frame", fid)])


@handler("add_mana")
def _add_mana(g: GameState, player: int, mana: str) -> None:
    add_mana(g, player, mana)


@handler("mana_rider")
def _mana_rider(g: GameState, player: int, mana: str, source: int, ability: Any,
                only: Any) -> None:
    add_mana_rider(g, player, mana, source, ability, only)
