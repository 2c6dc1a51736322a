"""Mana abilities whose own cost includes mana ("{1}, {T}: Add {G}{W}.", Sungrass Prairie; CR
605.3a, 602.2b): which of a player's may be activated now but for that mana
(``mana_costing_abilities``), the search over chains of them, one paying for another
(``chain_search``), and whether a cost can be paid with them counted (``player_can_pay_all``,
``payable_with_mana_costing``, ``with_mana_costing``). A mana ability with mana in its cost may
be activated whenever that mana can be paid: from the pool, or by activating other mana
abilities while its cost is paid, as for any activated ability (CR 605.3a, 602.2b, 601.2g),
such abilities among them (a Forest pays one Sungrass Prairie's {1}, whose {G} pays
another's). So it is offered, at priority and while a cost is paid, when some way of paying its
mana leaves what it is activated for payable with the mana it adds (``mana_ability_payable``,
``with_mana_costing``)."""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility
from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.characteristics import chars
from manastack.rules.mana import (
    ManaSupply,
    apply_pool,
    can_pay_nonmana,
    converter_parts,
    decision_memo,
    kept_there,
    mana_choices,
    mana_supply,
    needs_resolving,
    player_can_pay,
    resolved,
)
from manastack.rules.mana_ability_costs import chainable, costing_cards, costing_entries, costs_mana
from manastack.rules.mana_chains import ChainSearch, Converter
from manastack.rules.mana_colors import land_mana_replaced
from manastack.rules.mana_riders import spell_only_pool, usable_pool
from manastack.state.game_state import GameState


def with_mana(pool: dict[str, int], mana: str, n: int = 1) -> dict[str, int]:
    """``pool`` with ``mana`` (a string of symbols) added (``n`` = -1: taken away)."""
    out = dict(pool)
    for ch in mana:
        out[ch] = out.get(ch, 0) + n
    return out


def mana_costing_abilities(g: GameState, player: int, kept: frozenset[int] = frozenset()
                           ) -> list[tuple[int, int, ActivatedAbility]]:
    """``player``'s mana abilities on the battlefield with mana in their cost that could be
    activated now but for that mana (its other parts payable, CR 118.3; its condition true,
    CR 602.5b), written out with the colours the game decides (CR 106.7), none of ``kept``."""
    memo = decision_memo(g)  # kept with the pending decision: listing actions asks it often
    key = ("mana_costing", player, kept)
    if memo is not None and key in memo:
        return memo[key]  # type: ignore[no-any-return]
    out = []
    entries = costing_entries(g, player)
    pl = g.players[player]
    for oid in costing_cards(g, (*pl.hand, *pl.graveyard)):  # "Exile ~ from your graveyard:
        # Add", CR 113.6
        found = [(i, a) for i, a in enumerate(chars(g, oid).abilities)
                 if isinstance(a, ActivatedAbility) and a.is_mana_ability and costs_mana(a)]
        if found:
            entries.append((oid, tuple(found)))
    replaced = land_mana_replaced(g) is not None if entries else False  # asked when needed
    for oid, abilities in entries:
        o = g.objects[oid]
        if o.phased_out or oid in kept:
            continue
        for i, a in abilities:
            if not costs_mana(a) or (a.cost.tap and o.tapped):
                continue
            if needs_resolving(g, a, replaced):
                a = resolved(g, oid, a, player)
            if not a.mana or a.zone is not o.zone or a.cost.tap_untapped is not None:
                continue
            if a.condition is not None and not a.condition(g, oid):
                continue
            if can_pay_nonmana(g, oid, a.cost, player):
                out.append((oid, i, a))
    if memo is not None:
        memo[key] = out
    return out


def chain_search(g: GameState, player: int, kept: frozenset[int] = frozenset()
                 ) -> ChainSearch | None:
    """The search over ``player``'s chainable mana abilities with mana in their cost (none of
    ``kept``), or None when they have none; kept with the pending decision."""
    memo = decision_memo(g)
    key = ("chains", player, kept)
    if memo is not None and key in memo:
        return memo[key]  # type: ignore[no-any-return]
    costing = [(oid, i, a) for oid, i, a in mana_costing_abilities(g, player, kept)
               if chainable(a)]
    found = None
    if costing:
        full = mana_supply(g, player, None)
        ids = {o for o, _ in full.sources} | {o for o, _ in full.choices} | \
            {r[0] for r in full.repeatable} | {t.source for t in full.tap_costs}
        ids |= frozenset().union(*(t.candidates for t in full.tap_costs))
        converters = []
        for oid, i, a in costing:
            cost, outputs, other = converter_parts(a)
            converters.append(Converter(oid, i, cost, outputs, other, oid in ids))
        found = ChainSearch(tuple(converters))
    if memo is not None:
        memo[key] = found
    return found


def free_supply(g: GameState, player: int, spell: int | None, kept: frozenset[int],
                supply: ManaSupply, stay: frozenset[int]) -> ManaSupply | None:
    """What ``player``'s mana abilities could add that may be spent on anything (what pays
    the cost of a mana ability, CR 106.6), none of ``kept``, ``stay`` kept on the battlefield
    (``rules.mana.kept_there``); None when it is ``supply``, the supply toward ``spell``."""
    if spell is None:
        return None
    free = kept_there(g, player, mana_supply(g, player, None), stay).without(kept)
    return None if free == supply else free


def _pays_from_pool(g: GameState, player: int, oid: int, a: ActivatedAbility, mana: str,
                    remaining: ManaCost, pool: dict[str, int], supply: ManaSupply) -> bool:
    """For a mana ability whose cost's mana isn't ``chainable``: whether that mana is in the
    pool and, once it is paid from there, ``remaining`` stays payable with the mana added."""
    cost = a.cost.mana
    assert cost is not None
    base = supply.drop(oid)
    if a.cost.tap or a.cost.sacrifice_self:
        base = base.untappable({oid})
    left_pool, left = apply_pool(pool, cost)
    return mana_cost_in_pool(g, player, cost) and left.is_empty() and \
        base.can_pay(with_mana(left_pool, mana), remaining)


def with_mana_costing(g: GameState, player: int, remaining: ManaCost, spell: int | None,
                      kept: frozenset[int], pool: dict[str, int], supply: ManaSupply,
                      stay: frozenset[int]) -> list[ActivateManaAbility]:
    """The mana abilities with mana in their cost that may be activated while ``remaining``
    is paid for ``spell``: some way of paying their mana, other such abilities included,
    leaves the rest payable (``ChainSearch``, CR 601.2g, 605.3a)."""
    out = []
    chains = chain_search(g, player, kept)
    free = free_supply(g, player, spell, kept, supply, stay)
    fpool = usable_pool(g, player, None)
    only = spell_only_pool(g, player, spell)
    need = {c for c, _ in remaining.colored} | {x for h in remaining.hybrid for x in h}
    for oid, i, a in mana_costing_abilities(g, player, kept):
        if a.spend_only is not None and spell is None:
            continue  # its mana may be spent only on spells (CR 106.6)
        other: bool | None = None  # the answer for a colour nothing asks for
        for mana in mana_choices(a):
            if chains is None or not chainable(a):
                ok = _pays_from_pool(g, player, oid, a, mana, remaining, pool, supply)
            elif len(mana) == 1 and mana not in need and other is not None:
                ok = other
            else:
                stack = ((a.cost.mana.generic if a.cost.mana else 0, mana,
                          chains.number(oid, i)),)
                ok = chains.completable(stack, remaining, fpool, supply, free, only=only)
                if len(mana) == 1 and mana not in need:
                    other = ok
            if ok:
                out.append(ActivateManaAbility(oid, i, mana))
    return out


def payable_with_mana_costing(g: GameState, player: int, cost: ManaCost, spell: int | None,
                              exclude: frozenset[int], pool: dict[str, int],
                              supply: ManaSupply, stay: frozenset[int] = frozenset()) -> bool:
    """Whether ``cost`` can be paid when mana abilities with mana in their cost are
    activated too, one paying for another (CR 601.2g, 605.3a): asked once the usual supply
    alone can't pay it."""
    chains = chain_search(g, player, exclude)
    if chains is not None and chains.completable(
            (), cost, usable_pool(g, player, None), supply,
            free_supply(g, player, spell, exclude, supply, stay),
            only=spell_only_pool(g, player, spell)):
        return True
    return any(_pays_from_pool(g, player, oid, a, mana, cost, pool, supply)
               for oid, _, a in mana_costing_abilities(g, player, exclude)
               if not chainable(a) and (a.spend_only is None or spell is not None)
               for mana in mana_choices(a))


def player_can_pay_all(g: GameState, player: int, cost: ManaCost,
                       exclude: frozenset[int] = frozenset(), spell: int | None = None) -> bool:
    """``rules.mana.player_can_pay``, mana abilities whose cost includes mana counted too,
    one paying for another (CR 605.3a, 601.2g)."""
    if player_can_pay(g, player, cost, exclude, spell):
        return True
    if not mana_costing_abilities(g, player, exclude):
        return False
    supply = mana_supply(g, player, spell).without(exclude)
    return payable_with_mana_costing(g, player, cost, spell, exclude,
                                     usable_pool(g, player, spell), supply)


def mana_ability_payable(g: GameState, oid: int, a: ActivatedAbility, player: int) -> bool:
    """Whether ``player`` may activate at priority mana ability ``a`` of ``oid`` whose cost
    includes mana: its other parts can be paid, and its mana from the pool or by activating
    other mana abilities first, themselves perhaps paid for by others (CR 605.3a, 602.2b,
    601.2g)."""
    if not costs_mana(a) or a.zone is not g.objects[oid].zone:
        return False  # CR 113.6: it functions only in the zone it names
    if a.condition is not None and not a.condition(g, oid):
        return False  # "Activate only if ..." (CR 602.5b)
    if a.cost.tap_untapped is not None or not can_pay_nonmana(g, oid, a.cost, player):
        return False
    assert a.cost.mana is not None
    if mana_cost_in_pool(g, player, a.cost.mana):
        return True
    chains = chain_search(g, player)
    if chains is None or not chainable(a):
        return False
    choices = tuple(mana_choices(a))
    n = next((i for i, c in enumerate(chains.converters)
              if c.source == oid and c.outputs == choices and c.cost == a.cost.mana.generic),
             -1)
    return chains.completable(((a.cost.mana.generic, choices[0], n),), ManaCost(),
                              usable_pool(g, player, None), mana_supply(g, player, None))


def mana_cost_in_pool(g: GameState, player: int, cost: ManaCost) -> bool:
    """Whether ``cost`` can be paid from ``player``'s pool alone (mana that may be spent only
    on spells left aside, CR 106.6)."""
    return apply_pool(usable_pool(g, player, None), cost)[1].is_empty()
