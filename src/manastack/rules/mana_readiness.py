"""Whether a mana ability may be activated now (CR 605.3a, 602.5, 302.6, 118.3).

A mana ability may be activated whenever its controller has priority or is paying a cost, if
its cost can be paid: its {T} (the permanent untapped and, a creature, not summoning sick), a
sacrifice, life, untapped permanents to tap; its condition true. Most are "{T}: Add ..." and
nothing else (``tap_only``): whether such a permanent's abilities are ready depends only on its
being untapped and not summoning sick, so ``ready_plan`` sorts a player's mana abilities once
per layer pass and ``rules.mana.ready_mana_abilities`` looks at the rest each time.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.costs import Cost
from manastack.rules.ability_index import mana_abilities, pass_memo, permanents_of
from manastack.rules.characteristics import Chars, chars, compute_all
from manastack.rules.mana_colors import land_mana_replaced, resolved
from manastack.rules.selectors import at_least_matching, matches
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def mana_ability_ready(g: GameState, oid: int, a: ActivatedAbility, player: int) -> bool:
    """Whether ``player`` may activate mana ability ``a`` of ``oid`` now (CR 605.3a): its
    activation condition holds, its cost has no mana and its other parts can be paid — {T}/{Q} (CR 302.6), a permanent to
    sacrifice, enough untapped permanents to tap (CR 118.3)."""
    if not a.mana:
        return False  # it could add no mana ("any of this creature's colors", CR 106.5)
    if a.zone is not g.objects[oid].zone:
        return False  # CR 113.6: it functions only in the zone it names
    if a.condition is not None and not a.condition(g, oid):
        return False  # "Activate only if ..." (CR 602.5b)
    if not can_pay_nonmana(g, oid, a.cost, player):
        return False
    if a.cost.mana is not None and not a.cost.mana.is_empty():
        return False
    f = a.cost.tap_untapped
    return f is None or len(untapped_for_cost(g, player, f, oid)) >= a.cost.tap_count


def untapped_for_cost(g: GameState, player: int, f: Any, source: int | None) -> list[int]:
    """The untapped permanents ``player`` controls matching ``f`` that a cost "Tap N untapped
    [f] you control" may tap (CR 602.2b). Such a cost has no {T} symbol, so summoning sickness
    doesn't matter (CR 302.6), and the source itself may be one of them."""
    ff = f.but(controller=None) if f.controller == "you" else f
    objects = g.objects
    return [oid for oid in permanents_of(g, player)
            if not objects[oid].tapped and matches(g, oid, ff, player, source)]


def sacrificeable_for_cost(g: GameState, player: int, f: Any, source: int) -> list[int]:
    """The permanents ``player`` controls matching ``f`` that a cost "Sacrifice a [f]" of
    ``source``'s ability may sacrifice, tapped or not (CR 701.21a, 118.3), the source itself
    among them when it matches."""
    ff = f.but(controller=None) if f.controller == "you" else f
    return [oid for oid in permanents_of(g, player) if matches(g, oid, ff, player, source)]


def can_pay_nonmana(g: GameState, oid: int, cost: Cost, player: int,
                    c: Chars | None = None) -> bool:
    """Whether the {T}/{Q} part of a cost can be paid (CR 302.6 summoning sickness), and its
    life (CR 119.4); ``c``: ``oid``'s characteristics, if the caller has them."""
    o = g.objects[oid]
    if cost.pay_life and g.players[player].life < cost.pay_life:
        return False  # CR 119.4
    if cost.tap and o.tapped:
        return False
    if cost.untap and not o.tapped:
        return False
    if cost.sacrifice is not None:
        if not at_least_matching(g, cost.sacrifice, player, oid, 1):
            return False
    if cost.tap or cost.untap:
        if c is None:
            c = chars(g, oid)
        if c.is_creature and not c.has("Haste") and is_summoning_sick(g, oid):
            return False
    return True


def is_summoning_sick(g: GameState, oid: int) -> bool:
    """CR 302.6: true unless the permanent has been under its controller's control
    continuously since that player's most recent turn began."""
    o = g.objects[oid]
    start = g.extra.get("turn_start_of", {}).get(o.controller)
    return start is None or o.controlled_since >= start


Plan = list[tuple[int, tuple[tuple[int, Any], ...],
                  tuple[tuple[int, int, ActivatedAbility], ...] | None, bool]]


def ready_plan(g: GameState, player: int) -> tuple[Plan, bool]:
    """``player``'s permanents with mana abilities (``ability_index.mana_abilities``), each
    with, when its mana abilities all cost {T} alone (``tap_only``) while no effect changes
    what lands add, those abilities as ``ready_mana_abilities`` gives them and whether it is
    a creature without haste (summoning sickness matters, CR 302.6); None for another. And
    whether an effect changes what lands add (``land_mana_replaced``, CR 106.12, 614.1a).
    Kept per player with the ability index of that layer pass (``pass_memo``: dropped with
    it: both read that pass alone); and, for the passes after, while the index keeps the same
    entries and each of their permanents has the very characteristics (the same objects) it
    was made from: it reads nothing else but the commanders, the same all game (CR 903.3)."""
    plans = pass_memo(g)
    kept = plans.get(player)
    if kept is not None:
        return kept  # type: ignore[no-any-return]
    replaced = land_mana_replaced(g) is not None
    entries = mana_abilities(g, player)
    key = (id(entries), replaced)
    allc = compute_all(g)  # the layer pass ``entries`` were indexed from
    before = _PLANS.get(key)
    if before is not None and before[0] is entries and \
            tuple(map(allc.__getitem__, before[1])) == before[2]:
        kept = plans[player] = (before[3], replaced)
        return kept
    plan: Plan = []
    for oid, abilities in entries:
        quick, write_out = (None, False) if replaced else _quick(oid, abilities)
        sick_check = False
        if quick is not None:
            c = allc[oid]
            sick_check = c.is_creature and not c.has("Haste")
            if write_out:
                # "{T}: Add one mana of any color in your commander's color identity": the
                # colours are the same all game (CR 903.4); with none it adds no mana and is
                # never ready (CR 903.4f, 106.5)
                quick = tuple(entry(oid, i, r) for i, a in abilities
                              if (r := resolved(g, oid, a, c.controller)).mana)
        plan.append((oid, abilities, quick, sick_check))
    if entries:
        if len(_PLANS) > 16:
            _PLANS.clear()
        oids = tuple(map(_OID, entries))
        _PLANS[key] = (entries, oids, tuple(map(allc.__getitem__, oids)), plan)
    kept = plans[player] = (plan, replaced)
    return kept


_PLANS: dict[tuple[int, bool], tuple[list[tuple[int, tuple[tuple[int, Any], ...]]],
                                     tuple[int, ...], tuple[Any, ...], Plan]] = {}
"""The plans ``ready_plan`` made, by entries (held) and ``replaced``, with the permanents and
their characteristics they were made from (``Chars`` compare by identity)."""

_OID = itemgetter(0)


def _quick(oid: int, abilities: tuple[tuple[int, Any], ...],
           ) -> tuple[tuple[tuple[int, int, ActivatedAbility], ...] | None, bool]:
    """The mana abilities ``abilities`` of ``oid`` as ``ready_mana_abilities`` gives them when
    each costs {T} alone (``tap_only``), else None; and whether ``ready_plan`` is to write
    them out itself (an empty tuple here), some adding a colour of the commanders' colour
    identity (``_tap_only_identity``); kept per abilities (held)."""
    key = (oid, id(abilities))
    kept = _QUICK.get(key)
    if kept is not None and kept[0] is abilities:
        return kept[1]
    out: tuple[tuple[tuple[int, int, ActivatedAbility], ...] | None, bool] = (None, False)
    if all(tap_only(a) for _, a in abilities):
        out = (tuple(entry(oid, i, a) for i, a in abilities), False)
    elif all(tap_only(a) or _tap_only_identity(a) for _, a in abilities):
        out = ((), True)
    if len(_QUICK) > 4096:
        _QUICK.clear()
    _QUICK[key] = (abilities, out)
    return out


_QUICK: dict[tuple[int, int], tuple[tuple[tuple[int, Any], ...],
                                    tuple[tuple[tuple[int, int, ActivatedAbility], ...] | None,
                                          bool]]] = {}


def entry(oid: int, i: int, a: ActivatedAbility) -> tuple[int, int, ActivatedAbility]:
    """The one tuple ``(oid, i, a)`` standing for ability ``i`` of ``oid`` while it is ``a``
    (``rules.mana._supply_of`` and ``decisions.mana_listing.ready_actions`` know it by its
    id)."""
    key = (oid, i, id(a))
    e = _ENTRIES.get(key)
    if e is None or e[2] is not a:
        if len(_ENTRIES) > 8192:
            _ENTRIES.clear()
        e = _ENTRIES[key] = (oid, i, a)
    return e


_ENTRIES: dict[tuple[int, int, int], tuple[int, int, ActivatedAbility]] = {}


def _tap_only_identity(a: ActivatedAbility) -> bool:
    """Whether ``a`` is as ``tap_only`` asks but adds one mana of any colour in its
    controller's commanders' colour identity (Command Tower, Arcane Signet; CR 903.4): the
    same colours all game (``mana_colors.resolved``)."""
    return a.mana_of == "commander_identity" and a.mana_amount is None and \
        a.condition is None and a.zone is Zone.BATTLEFIELD and a.cost == _TAP_ONLY_COST


_TAP_ONLY_COST = Cost(tap=True)
_TAP_ONLY: dict[int, tuple[ActivatedAbility, bool]] = {}


def tap_only(a: ActivatedAbility) -> bool:
    """Whether ``a`` is a mana ability of a permanent whose cost is {T} alone, with no
    condition, adding mana of its own (not colours the game decides, CR 106.7): whether it may
    be activated depends only on its permanent being untapped and not summoning sick (CR 302.6,
    605.3a). Kept per ability (held, so that its id stays its own)."""
    kept = _TAP_ONLY.get(id(a))
    if kept is not None and kept[0] is a:
        return kept[1]
    found = bool(a.mana) and a.mana_of is None and a.condition is None and \
        a.zone is Zone.BATTLEFIELD and a.cost == _TAP_ONLY_COST
    if len(_TAP_ONLY) > 4096:
        _TAP_ONLY.clear()
    _TAP_ONLY[id(a)] = (a, found)
    return found
