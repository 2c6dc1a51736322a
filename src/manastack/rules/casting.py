"""Casting spells (CR 601) and activating abilities (CR 602), and when each may be done."""

from __future__ import annotations

from manastack.dsl.abilities import ActivatedAbility, Keyword, SpellAbility, StaticAbility
from manastack.dsl.costs import CostChoice
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.any_color_spending import may_spend_as_any_color
from manastack.rules.cast_methods import METHODS, card_chars_for, pricing_as, spell_ability  # noqa: F401 - re-exported
from manastack.rules.characteristics import Chars, chars, static_rules
from manastack.rules.choices import IllegalChoiceError
from manastack.rules.commander import commander_tax
from manastack.rules.convoke import has_convoke, with_convoke
from manastack.rules.events import Event
from manastack.rules.information import knowers, mask
from manastack.rules.instructions import handler, push_all
from manastack.rules.keyword_abilities import is_cycling, keyword_activated
from manastack.rules.known_cards import identified, left_hand
from manastack.rules.library_top import revealed
from manastack.rules.mana import (
    can_pay_nonmana,
    decision_memo,
    mana_supply,
    most_for_abilities,
    most_for_any_spell,
    player_can_pay,
    usable_pool,
)
from manastack.rules.mana_costing import mana_costing_abilities
from manastack.rules.payability import (  # noqa: F401 - re-exported
    additional_cost_payable,
    mana_payable_with_costs,
    other_payable,
    payable_with,
    source_kept_for_cost,
)
from manastack.rules.pipeline import emit
from manastack.rules.shared_team_turns import is_active
from manastack.rules.stack import spell_shape
from manastack.rules.targets import all_targets_choosable
from manastack.rules.until_next_turn import may_cast_as_though_flash
from manastack.rules.zone_change import move_object
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def sorcery_timing_ok(g: GameState, player: int) -> bool:
    """CR 307.1: own main phase (their team's, with shared team turns: CR 805.4), stack
    empty, with priority."""
    return is_active(g, player) and g.step.is_main and not g.stack


def can_cast(g: GameState, player: int, oid: int, method: str) -> bool:
    """Whether ``player`` may begin casting card ``oid`` by ``method`` now and complete it."""
    o = g.objects[oid]
    m = METHODS.get(method)
    if m is None or o.zone not in m.zones:
        return False
    if o.zone in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY) and o.owner != player:
        if not g.extra.get("may_cast", {}).get(oid) == player:
            return False
    c = chars(g, oid)
    if not m.available(g, player, oid, c):
        return False
    sc = card_chars_for(g, oid, method)
    if sc.is_land:
        return False
    instant_speed = "Instant" in sc.types or sc.has("Flash") or \
        may_cast_as_though_flash(g, player, sc)
    if not instant_speed and not sorcery_timing_ok(g, player):
        return False
    if (method == "normal" or method == "commander") and \
            _surely_unaffordable(g, player, oid, sc, method):
        return False
    return _completable(g, player, oid, sc, method)


def _surely_unaffordable(g: GameState, player: int, oid: int, sc: Chars,
                         method: str = "normal") -> bool:
    """A cheap necessary condition first (CR 601.2f–h): with no cost reduction anywhere, the
    total cost of a spell cast normally has at least the symbols of its mana cost (X as 0;
    increases and additional costs only add), a commander cast from the command zone those
    and its tax (CR 903.8), and no payment makes more mana than the pool plus every mana
    ability ready now whose mana may be spent on it (``ManaSupply.most``)."""
    needed = _symbols(sc.mana_cost)
    if method == "commander":
        needed += commander_tax(g, oid)
    if needed == 0 or reductions_possible(g, sc):
        return False
    if not has_convoke(g, oid):
        most = _most_for_any_spell(g, player)  # the same for every spell: no pricing needed
        if most is not None:
            return most < needed
    with pricing_as(g, oid, method, player):  # the mana it may be paid with (CR 106.6)
        supply = with_convoke(g, player, mana_supply(g, player, oid), oid)  # CR 702.51
        return _most_with_costing(g, player, supply.most(g.players[player].mana_pool)) < needed


def _most_for_any_spell(g: GameState, player: int) -> int | float | None:
    """While a decision is pending, the most mana ``player`` could pay for any spell without
    convoke (``most_for_any_spell`` with ``_most_with_costing``), or None: the same for every
    card of a listing, so worked out once and kept with what the mana abilities could do
    (``decision_memo``), which both read."""
    memo = decision_memo(g)
    if memo is None:
        return None
    key = (player, "most_with_costing")
    if key not in memo:
        most = most_for_any_spell(g, player)
        memo[key] = None if most is None else _most_with_costing(g, player, most)
    return memo[key]  # type: ignore[no-any-return]


def reductions_possible(g: GameState, sc: Chars) -> bool:
    """Whether a cost reduction could apply to a spell (``rules.costs.cost_modifiers``): the
    spell's own, or a permanent's (one of the rule-modifying static abilities on the
    battlefield, ``static_rules``: a phased-out permanent's is treated as though it doesn't
    exist, CR 702.26b)."""
    for a in sc.abilities:
        if isinstance(a, StaticAbility) and a.rule == "spell_cost_reduction":
            return True
    return "cost_reduction" in static_rules(g)


def _completable(g: GameState, player: int, oid: int, sc: Chars, method: str) -> bool:
    """Targets exist for every required target and the cost can be paid (so that casting
    never reaches a dead end). The card itself is no choice: it is on the stack by the time
    targets are chosen (CR 601.2a), and a spell can't target itself (CR 115.5), so a
    flashback card can't count itself among the cards in its graveyard; and two slots that
    must be different objects need that many distinct choices (``all_targets_choosable``)."""
    modes, n, specs, _ = spell_shape(sc)
    itself = (oid,)
    if modes:
        ok_modes = [md for md in modes
                    if all_targets_choosable(g, md.targets, player, oid, sc, itself)]
        if len(ok_modes) < n:
            return False
    if not all_targets_choosable(g, specs, player, oid, sc, itself):
        return False
    sa = spell_ability(sc)
    if sa is not None and isinstance(sa.additional_cost, CostChoice):
        return any(payable_with(g, player, oid, sc, method, i)
                   for i in range(len(sa.additional_cost.options)))
    if method == "normal":
        sure = _surely_payable(g, player, oid, sc, sa)
        if sure is not None:
            return sure
    return payable_with(g, player, oid, sc, method, None)


def _surely_payable(g: GameState, player: int, oid: int, sc: Chars, sa: SpellAbility | None
                    ) -> bool | None:
    """The answer for paying a spell cast normally (CR 601.2f-h) when it is cheap to give,
    else None. With no additional cost and no cost increase anywhere, its total cost is at
    most its mana cost (X as 0; reductions only take away generic mana), and the pool and
    mana abilities pay it when they pay that mana cost with the mana that may be spent on
    anything but a spell (``player_can_pay``): the mana restricted to some spells only adds
    to it (CR 106.6), as do convoke (CR 702.51), spending mana as though it were any colour
    (CR 609.4b) and mana abilities with mana in their cost (CR 605.3a). When none of those
    could add anything — no cost reduction either, the spell's supply and pool the very ones
    of anything but a spell — its total cost is its mana cost, paid with just that, and
    ``payable_with`` would find it unpayable too."""
    if sa is not None and sa.additional_cost is not None or \
            "cost_increase" in static_rules(g):
        return None
    cost = sc.mana_cost
    if player_can_pay(g, player, cost.with_x(0) if cost.x else cost):
        return True
    if reductions_possible(g, sc) or has_convoke(g, oid) or \
            may_spend_as_any_color(g, player, oid) or mana_costing_abilities(g, player) or \
            mana_supply(g, player, oid) is not mana_supply(g, player) or \
            usable_pool(g, player, oid) is not usable_pool(g, player, None):
        return None
    return False


def begin_cast(g: GameState, player: int, oid: int, method: str) -> int:
    """CR 601.2a: move the card to the stack, then queue the announcements and payment."""
    m = METHODS[method]
    o = g.objects[oid]
    from_zone = o.zone
    seen_by_all = m.face_down and revealed(g, oid)
    # who knew which card it was in a hand or a library, for the log (rules.information): of
    # a hand, who could tell it from the hand's other cards; cast face down, who knew the
    # hand's only card, as nobody else sees which card goes (rules.known_cards)
    if from_zone is Zone.LIBRARY:
        knew = knowers(g, oid)
    elif from_zone is not Zone.HAND:
        knew = 0
    elif m.face_down:
        knew = mask(o.known_to) if g.players[o.owner].hand == [oid] else 0
    else:
        knew = mask(identified(g, oid))
    if from_zone is Zone.HAND:
        # cast face down, nobody else sees which card of the hand it is (rules.known_cards)
        left_hand(g, oid, not m.face_down)
    sid, lki = move_object(g, oid, Zone.STACK, controller=player, face=m.face,
                           face_down=m.face_down)
    if from_zone is Zone.GRAVEYARD:
        # CR 601.2a: a card cast from a graveyard leaves it for the stack, a move every player
        # sees (a public zone, CR 400.2): "whenever one or more cards leave your graveyard"
        # triggers (Willow Geist), and the ability goes on the stack once the spell is cast,
        # above it (CR 601.2i, 603.3).
        emit(g, [Event("zone_change", obj=oid, new_obj=sid, player=o.owner,
                       from_zone=Zone.GRAVEYARD, to_zone=Zone.STACK, lki=lki)])
    s = g.objects[sid]
    if seen_by_all:
        # A revealed card cast face down (a morph on top of the library under Future Sight):
        # every player saw which card it is and still knows it (ONS-FAQ-187).
        everyone = frozenset(range(len(g.players)))
        s.known_to = everyone
        s.flags = s.flags | {f"looked:{p}" for p in everyone}
    s.stack = {"kind": "spell", "method": method, "from_zone": from_zone, "card": oid}
    if knew:
        s.stack["card_knowers"] = knew
    s.cast_method = method
    s.was_cast = True
    push_all(g, [("announce", sid), ("targets", sid, 0), ("costs", sid),
                 ("cast_complete", sid)])
    if m.begin is not None:
        m.begin(g, player, sid)
    return sid


@handler("cast_complete")
def _cast_complete(g: GameState, sid: int) -> None:
    """CR 601.2i: the spell becomes cast; cast triggers; the caster gets priority."""
    o = g.objects.get(sid)
    if o is None:
        return
    p = o.controller
    g.players[p].spells_cast_this_turn += 1
    if o.stack.get("from_zone") is Zone.COMMAND and o.flags:
        from manastack.rules.commander import count_command_zone_cast
        count_command_zone_cast(g, o)  # CR 903.8
    if p == g.active:
        g.turn_counts["active_spells"] = g.turn_counts.get("active_spells", 0) + 1
    if g.teams is not None and is_active(g, p):
        # CR 730.2a-b with shared team turns: the spells of each player of the active team
        key = ("active_spells_of", p)
        g.turn_counts[key] = g.turn_counts.get(key, 0) + 1
    g.priority = p
    g.passes = 0
    g.version += 1
    ev = Event("cast", obj=sid, player=p, lki=chars(g, sid),
               data={"method": o.stack.get("method", "normal"),
                     "mana_spent": int(o.stack.get("mana_spent") or 0)})
    emit(g, [ev])
    riders = o.stack.get("mana_riders")
    if riders:
        # "When that mana is spent to cast ...": each mana spent on this spell that carries
        # such an ability triggers it once, checked now that the spell is cast (CR 106.6,
        # 601.2i, 603.2; rulings MIC-OR-0290, MIC-OR-0295).
        from manastack.rules.triggers import PendingTrigger, trigger_matches
        for _, source, ability, _only in riders:
            if trigger_matches(g, ability.trigger, source, p, ev):
                g.triggered.append(PendingTrigger(source, ability, p, ev))
        g.version += 1


def activatable(g: GameState, player: int, oid: int, index: int, c: Chars | None = None) -> bool:
    """Whether ``player`` may activate ability ``index`` of ``oid`` now (CR 602.5, 606): where
    and when first (its zone, its controller, sorcery timing: equip, outlast, CR 702.6a,
    702.107a, loyalty abilities, 606.3; once each turn), then what the permanents and costs
    allow."""
    o = g.objects[oid]
    if c is None:
        c = chars(g, oid)
    if index >= len(c.abilities):
        return False
    a = c.abilities[index]
    if isinstance(a, Keyword):
        ka = keyword_activated(a, o, c)
        if ka is None:
            return False
        a = ka
    if not isinstance(a, ActivatedAbility) or a.is_mana_ability:
        return False
    if a.zone is not o.zone:
        return False
    owner_side = c.controller if o.zone is Zone.BATTLEFIELD else o.owner
    if owner_side != player:
        return False
    if o.zone is Zone.BATTLEFIELD and o.phased_out:
        return False
    if a.sorcery_speed or a.cost.loyalty is not None:
        if not sorcery_timing_ok(g, player):
            return False
    if a.cost.loyalty is not None:
        if g.turn_counts.get(("loyalty", oid)):
            return False  # CR 606.3: one loyalty ability per permanent per turn
    if a.once_per_turn and g.turn_counts.get(("activated", oid, index)):
        return False
    if activation_forbidden(g, c.name):
        return False
    if a.condition is not None and not a.condition(g, oid):
        return False
    mana = a.cost.mana
    if mana is not None and _mana_surely_short(g, player, oid,
                                               mana.with_x(1 if a.cost.exile_x else 0)):
        return False
    if o.zone is Zone.BATTLEFIELD and not can_pay_nonmana(g, oid, a.cost, player, c):
        return False
    if not other_payable(g, player, oid, a.cost):
        return False
    # CR 602.2b, 601.2c: every target can be chosen, two that must differ among distinct
    # objects (CR 115.3); for a modal ability, those of one of its modes (CR 700.2a).
    if a.modes and not any(all_targets_choosable(g, m.targets, player, oid, c)
                           for m in a.modes):
        return False
    if not all_targets_choosable(g, a.targets, player, oid, c):
        return False
    if mana is not None and not mana.is_empty():
        excl = source_kept_for_cost(g, oid, a.cost)
        if not mana_payable_with_costs(g, player, oid, a.cost,
                                       mana.with_x(1 if a.cost.exile_x else 0), excl):
            return False
    return True


def _mana_surely_short(g: GameState, player: int, oid: int, cost: ManaCost) -> bool:
    """A cheap necessary condition for paying an activated ability's mana cost (CR 602.2b,
    601.2g-h), asked before its costs' other parts and targets: no payment makes more mana
    than the pool plus every mana ability ready now (``most_for_abilities``), and activated
    abilities' costs are never reduced here, so a cost of more symbols can't be paid, unless
    a mana ability whose own cost includes mana could add more (``mana_costing_abilities``)
    or creatures could convoke it (CR 702.51)."""
    needed = _symbols(cost)
    if needed == 0:
        return False
    most = most_for_abilities(g, player)
    return most is not None and most < needed and not has_convoke(g, oid) and \
        _most_with_costing(g, player, most) < needed


def _most_with_costing(g: GameState, player: int, most: int) -> int | float:
    """``most`` (the most mana a payment makes from the pool and the mana abilities ready
    now) plus the most that ``player``'s mana abilities with mana in their cost
    (``mana_costing_abilities``) could add beyond what they cost (CR 605.3a, 601.2g): each
    activation adds at most the symbols of its largest option and costs at least those of its
    mana cost; one whose cost taps, untaps, sacrifices, exiles or returns its source ({T},
    {Q}, CR 118.3) is activated at most once ("{1}, {T}: Add {G}{W}.": one more mana), and
    one that could be activated again and again for more than it costs leaves no bound
    (infinity)."""
    for _, _, a in mana_costing_abilities(g, player):
        assert a.mana is not None and a.cost.mana is not None
        gain = max(1 if opt == "any" else len(opt) for opt in a.mana) - \
            _symbols(a.cost.mana)
        if gain <= 0:
            continue
        c = a.cost
        if not (c.tap or c.untap or c.sacrifice_self or c.exile_self or
                c.return_self_to_hand):
            return float("inf")
        most += gain
    return most


def _symbols(cost: ManaCost) -> int:
    """The mana symbols of ``cost`` (X as 0): a payment pays at least that many mana."""
    needed = cost.generic + cost.colorless + len(cost.hybrid)
    for _, n in cost.colored:
        needed += n
    return int(needed)


def begin_activation(g: GameState, player: int, oid: int, index: int) -> int:
    """CR 602.2: put the ability on the stack, then announce, target and pay."""
    c = chars(g, oid)
    a = c.abilities[index]
    if isinstance(a, Keyword):
        ka = keyword_activated(a, g.objects[oid], c)
        if ka is None:
            raise IllegalChoiceError("not an activated ability", "not_an_activated_ability")
        a = ka
    src = g.objects[oid]
    if src.zone in (Zone.HAND, Zone.LIBRARY):
        # CR 602.2a: activated from a hidden zone, the card is revealed (701.20a): every
        # player sees which card it is while its costs are paid (cycling's discard comes
        # after the mana, 601.2g-h).
        everyone = frozenset(range(len(g.players)))
        if src.known_to != everyone:
            g.mut(oid).known_to = everyone
        g.log.append(Event("reveal", obj=oid, player=player, data={"to": "all"}))
    s = g.new_object(None, player, Zone.STACK)
    s.controller = player
    s.ability = a
    s.source = oid
    s.timestamp = g.next_timestamp()
    s.stack = {"kind": "activated", "source_chars": c, "index": index}
    if is_cycling(c.abilities[index]):
        s.stack["cycling"] = True
    g.stack.append(s.id)
    if isinstance(a, ActivatedAbility):
        if a.cost.loyalty is not None:
            g.turn_counts[("loyalty", oid)] = True
        g.turn_counts[("activated", oid, index)] = g.turn_counts.get(
            ("activated", oid, index), 0) + 1
    push_all(g, [("announce", s.id), ("targets", s.id, 0), ("costs", s.id),
                 ("activate_complete", s.id)])
    return s.id


@handler("activate_complete")
def _activate_complete(g: GameState, sid: int) -> None:
    o = g.objects.get(sid)
    if o is None:
        return
    g.priority = o.controller
    g.passes = 0
    g.version += 1
    evs = [Event("activate", obj=sid, source=o.source, player=o.controller,
                 data={"index": o.stack.get("index")})]
    if o.stack.get("cycling"):
        # CR 702.29c: cycling a card; "when you cycle" abilities see the card where it went.
        new = None
        log: list[Event] = g.log  # typed: mypyc can't iterate reversed(list[Any])
        for ev in reversed(log):
            if ev.kind == "zone_change" and ev.obj == o.source:
                new = ev.new_obj
                break
        evs.append(Event("cycle", obj=o.source, new_obj=new, player=o.controller,
                         lki=o.stack.get("source_chars")))
    emit(g, evs)


def activation_forbidden(g: GameState, name: str | None) -> bool:
    """Static rule "cant_activate_named" (Pithing Needle): activated abilities of sources with
    the name chosen as that permanent entered can't be activated unless they're mana
    abilities, in any zone (CR 602.5; the caller has excluded mana abilities)."""
    if not name:
        return False
    rules = static_rules(g).get("cant_activate_named")
    return rules is not None and any(g.objects[sid].chosen.get("card_name") == name
                                     for sid, _, _ in rules)
