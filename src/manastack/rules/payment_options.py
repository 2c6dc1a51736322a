"""What a player may activate while paying mana (CR 601.2g–h, 605.3a), and mana abilities
whose own cost includes mana ("{1}, {T}: Add {G}{W}.", Sungrass Prairie).

A payment decision lists the mana abilities whose mana still leaves the rest of the cost
payable (``payment_options``). A mana ability with mana in its cost may be activated whenever
that mana can be paid: from the pool, or by activating other mana abilities while its cost is
paid, as for any activated ability (CR 605.3a, 602.2b, 601.2g). So it is offered, at priority
and while a cost is paid, when some way of paying its mana leaves what it is activated for
payable with the mana it adds (``mana_ability_payable``, ``with_mana_costing``); once it is
activated, its mana is paid first (``mana_ability_cost``: from the pool, then by mana
abilities its controller chooses one at a time), then the rest of it happens. The check
considers paying its mana with pool mana, the mana abilities usable once, those whose cost is
only life and those that add one of several alternatives; never with the mana of another
ability whose cost includes mana (one such ability at a time), so it may answer no where a
longer chain would pay, never yes where nothing would.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from manastack.decisions.actions import Action, ActivateManaAbility
from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.ability_index import mana_abilities
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask_actions
from manastack.rules.instructions import handler, push
from manastack.rules.mana import (
    ManaSupply,
    _decision_memo,
    apply_pool,
    can_pay_nonmana,
    mana_choices,
    mana_supply,
    needs_resolving,
    option_units,
    repeatable,
    resolved,
    sources_and_supply,
)
from manastack.rules.mana_colors import land_mana_replaced
from manastack.rules.mana_riders import usable_pool
from manastack.state.game_state import GameState

_BUDGET = 400
"""How many ways of paying an ability's mana are tried at most (then the answer is no)."""


def payment_options(g: GameState, player: int, remaining: ManaCost,
                    spell: int | None = None, kept: frozenset[int] = frozenset()) -> list[Any]:
    """Mana abilities whose mana still leaves the rest of ``remaining`` payable (CR 601.2g–h)
    for ``spell`` (None: anything but a spell), only mana that may be spent on it counted
    (CR 106.6): first those usable once, then those whose cost taps other permanents (offered
    when some choice of permanents to tap for it still leaves the rest payable), then those
    whose cost includes mana (``with_mana_costing``). ``kept``: permanents kept for the other
    parts of the cost, which make no mana here."""
    srcs, supply = sources_and_supply(g, player, spell)
    srcs = [s for s in srcs if s[0] not in kept]
    pool = usable_pool(g, player, spell)
    out: list[Any] = []
    from manastack.rules.convoke import convoke_options, with_convoke
    supply = with_convoke(g, player, supply, spell).without(kept)  # CR 702.51
    # Permanents whose mana is the same and that no other cost may tap leave the same rest
    # of the supply (the same mana, in another order): each such answer is checked once.
    plain = not supply.choices and not supply.repeatable
    tappable = frozenset().union(*(t.candidates for t in supply.tap_costs))
    units = dict(supply.sources)
    seen: dict[Any, bool] = {}
    for oid, idx, a in srcs:
        again = repeatable(a)
        others = supply.spend_one(oid, idx) if again else supply.drop(oid)
        if a.cost.tap or a.cost.sacrifice_self:
            others = others.untappable({oid})
        same = (units.get(oid), bool(a.cost.tap or a.cost.sacrifice_self)) \
            if plain and not again and oid not in tappable and oid in units else None
        assert a.mana is not None
        opts = [m for opt in a.mana for m in (("W", "U", "B", "R", "G") if opt == "any"
                                              else (opt,))]
        for opt in dict.fromkeys(opts):
            if again and apply_pool(_with_mana({}, opt), remaining)[1] == remaining:
                continue  # offered again and again only while its mana pays something
            newpool = dict(pool)
            for u in option_units(opt):
                (ch,) = tuple(u) if len(u) == 1 else (next(iter(sorted(u))),)
                newpool[ch] = newpool.get(ch, 0) + 1
            ok = seen.get((same, opt)) if same is not None else None
            if ok is None:
                ok = others.can_pay(newpool, remaining)
                if same is not None:
                    seen[(same, opt)] = ok
            if ok:
                out.append(ActivateManaAbility(oid, idx, opt))
    for t in supply.tap_costs:
        owing = supply.paying_for(t.count, t.candidates)
        b = chars(g, t.source).abilities[t.index]
        assert isinstance(b, ActivatedAbility)
        if needs_resolving(g, b):
            b = resolved(g, t.source, b, player)
        for opt in mana_choices(b):
            if owing.can_pay(_with_mana(pool, opt), remaining):
                out.append(ActivateManaAbility(t.source, t.index, opt))
    out.extend(with_mana_costing(g, player, remaining, spell, kept, pool, supply))
    out.extend(convoke_options(g, player, remaining, pool, supply, spell, kept))
    return out


def _with_mana(pool: dict[str, int], mana: str, n: int = 1) -> dict[str, int]:
    """``pool`` with ``mana`` (a string of symbols) added (``n`` = -1: taken away)."""
    out = dict(pool)
    for ch in mana:
        out[ch] = out.get(ch, 0) + n
    return out


# -- mana abilities with mana in their cost (CR 605.3a, 602.2b) -------------------------------
def costs_mana(a: ActivatedAbility) -> bool:
    """A mana ability whose cost includes mana, without X ("{1}, {T}: Add {G}{W}.")."""
    m = a.cost.mana
    return bool(a.mana) and m is not None and not m.is_empty() and not m.x


_PRINTED_COSTING: dict[str | None, bool] = {}


def _printed_costing(card_key: str | None) -> bool:
    """Whether a face of the card prints a mana ability with mana in its cost (only such a
    card in a hand or graveyard is looked at: nothing gives a card there abilities)."""
    found = _PRINTED_COSTING.get(card_key)
    if found is None:
        from manastack.cards.database import database
        from manastack.rules.copiable_values import printed_chars
        faces = len(database().by_key(card_key).faces) if card_key is not None else 0
        found = _PRINTED_COSTING[card_key] = any(
            isinstance(a, ActivatedAbility) and a.is_mana_ability and costs_mana(a)
            for face in range(faces) for a in printed_chars(str(card_key), face).abilities)
    return found


def mana_costing_abilities(g: GameState, player: int, kept: frozenset[int] = frozenset()
                           ) -> list[tuple[int, int, ActivatedAbility]]:
    """``player``'s mana abilities on the battlefield with mana in their cost that could be
    activated now but for that mana (its other parts payable, CR 118.3; its condition true,
    CR 602.5b), written out with the colours the game decides (CR 106.7), none of ``kept``."""
    memo = _decision_memo(g)  # kept with the pending decision: listing actions asks it often
    key = ("mana_costing", player, kept)
    if memo is not None and key in memo:
        return memo[key]  # type: ignore[no-any-return]
    out = []
    replaced = land_mana_replaced(g) is not None
    entries = list(mana_abilities(g, player))
    pl = g.players[player]
    for oid in (*pl.hand, *pl.graveyard):  # "Exile ~ from your graveyard: Add", CR 113.6
        if not _printed_costing(g.objects[oid].card_key):
            continue
        found = [(i, a) for i, a in enumerate(chars(g, oid).abilities)
                 if isinstance(a, ActivatedAbility) and a.is_mana_ability and costs_mana(a)]
        if found:
            entries.append((oid, tuple(found)))
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


def _payments(pool: dict[str, int], cap: dict[str, int], supply: ManaSupply,
              payers: ManaSupply, n: int, budget: list[int]
              ) -> Iterator[tuple[dict[str, int], ManaSupply]]:
    """The ways to pay ``n`` generic mana one mana at a time, from ``pool`` (at most ``cap`` of
    each symbol: the mana that may be spent on anything, CR 106.6) or by activating a mana
    ability of ``payers`` (each once), with what is left of the pool and of ``supply``."""
    if budget[0] <= 0:
        return
    if n <= 0:
        budget[0] -= 1
        yield pool, supply
        return
    for ch in sorted(cap):
        if cap[ch] > 0 and pool.get(ch, 0) > 0:
            yield from _payments(_with_mana(pool, ch, -1), _with_mana(cap, ch, -1), supply,
                                 payers, n - 1, budget)
    ways: list[tuple[int, tuple[frozenset[str], ...]]] = list(payers.sources)
    ways += [(oid, alt) for oid, alts in payers.choices for alt in alts]
    for oid, units in ways:
        extra = "".join(sorted(u)[0] for u in units[1:])
        yield from _payments(_with_mana(pool, extra), _with_mana(cap, extra),
                             supply.drop(oid).untappable({oid}), payers.drop(oid), n - 1,
                             budget)
    for oid, idx, units, life in payers.repeatable:
        if units and payers.life >= life:
            yield from _payments(pool, cap, supply.spend_one(oid, idx),
                                 payers.spend_one(oid, idx), n - 1, budget)


def pays_with(g: GameState, player: int, oid: int, a: ActivatedAbility, mana: str,
              remaining: ManaCost, pool: dict[str, int], supply: ManaSupply) -> bool:
    """Whether activating ``a`` of ``oid`` for ``mana``, its own mana paid first from the pool
    or by other mana abilities (never with mana that may be spent only on spells, CR 106.6),
    leaves ``remaining`` payable from ``pool`` and ``supply`` with the mana it adds (CR
    605.3a). A cost with coloured mana is paid from the pool only."""
    cost = a.cost.mana
    assert cost is not None
    base = supply.drop(oid)
    if a.cost.tap or a.cost.sacrifice_self:
        base = base.untappable({oid})
    free = usable_pool(g, player, None)
    if cost.colored or cost.hybrid or cost.colorless:
        left_pool, left = apply_pool(pool, cost)
        return mana_cost_in_pool(g, player, cost) and left.is_empty() and \
            base.can_pay(_with_mana(left_pool, mana), remaining)
    payers = mana_supply(g, player, None).drop(oid)
    budget = [_BUDGET]
    for left_pool, left_supply in _payments(pool, free, base, payers, cost.generic, budget):
        if left_supply.can_pay(_with_mana(left_pool, mana), remaining):
            return True
    return False


def with_mana_costing(g: GameState, player: int, remaining: ManaCost, spell: int | None,
                      kept: frozenset[int], pool: dict[str, int], supply: ManaSupply
                      ) -> list[ActivateManaAbility]:
    """The mana abilities with mana in their cost that may be activated while ``remaining``
    is paid for ``spell``: some way of paying their mana leaves the rest payable
    (``pays_with``, CR 601.2g, 605.3a)."""
    out = []
    for oid, i, a in mana_costing_abilities(g, player, kept):
        if a.spend_only is not None and spell is None:
            continue  # its mana may be spent only on spells (CR 106.6)
        for mana in mana_choices(a):
            if pays_with(g, player, oid, a, mana, remaining, pool, supply):
                out.append(ActivateManaAbility(oid, i, mana))
    return out


def payable_with_mana_costing(g: GameState, player: int, cost: ManaCost, spell: int | None,
                              exclude: frozenset[int], pool: dict[str, int],
                              supply: ManaSupply) -> bool:
    """Whether ``cost`` can be paid when a mana ability with mana in its cost is activated
    too (CR 601.2g, 605.3a): asked once the usual supply alone can't pay it."""
    return any(pays_with(g, player, oid, a, mana, cost, pool, supply)
               for oid, _, a in mana_costing_abilities(g, player, exclude)
               if a.spend_only is None or spell is not None
               for mana in mana_choices(a))


def mana_ability_payable(g: GameState, oid: int, a: ActivatedAbility, player: int) -> bool:
    """Whether ``player`` may activate at priority mana ability ``a`` of ``oid`` whose cost
    includes mana: its other parts can be paid, and its mana from the pool or by activating
    other mana abilities first (CR 605.3a, 602.2b, 601.2g)."""
    if not costs_mana(a) or a.zone is not g.objects[oid].zone:
        return False  # CR 113.6: it functions only in the zone it names
    if a.condition is not None and not a.condition(g, oid):
        return False  # "Activate only if ..." (CR 602.5b)
    if a.cost.tap_untapped is not None or not can_pay_nonmana(g, oid, a.cost, player):
        return False
    assert a.cost.mana is not None
    return pays_with(g, player, oid, a, "", ManaCost(), usable_pool(g, player, None),
                     mana_supply(g, player, None))


def mana_cost_in_pool(g: GameState, player: int, cost: ManaCost) -> bool:
    """Whether ``cost`` can be paid from ``player``'s pool alone (mana that may be spent only
    on spells left aside, CR 106.6)."""
    return apply_pool(usable_pool(g, player, None), cost)[1].is_empty()


@handler("mana_ability_cost")
def _mana_ability_cost(g: GameState, player: int, act: ActivateManaAbility,
                       paying: ManaCost | None, kept: tuple[int, ...]) -> None:
    """CR 605.3a, 602.2b, 601.2g–h: the mana of a mana ability's cost not yet in the pool is
    made by mana abilities its controller activates one at a time, each offered only if the
    rest of that cost, and then of ``paying`` (what the ability is activated for), stays
    payable; once the pool holds it, the activation goes on (``mana_ability_activated``)."""
    a = chars(g, act.source).abilities[act.index]
    assert isinstance(a, ActivatedAbility) and a.cost.mana is not None
    if mana_cost_in_pool(g, player, a.cost.mana):
        return
    _, left = apply_pool(usable_pool(g, player, None), a.cost.mana)
    srcs, supply = sources_and_supply(g, player, None)
    pool = usable_pool(g, player, None)
    keep = frozenset(kept) | {act.source}
    opts: list[Action] = []
    for oid, idx, b in srcs:
        if oid in keep:
            continue
        others = supply.spend_one(oid, idx) if repeatable(b) else supply.drop(oid)
        others = others.drop(act.source).untappable({act.source})
        for mana in mana_choices(b):
            after = _with_mana(pool, mana)
            if not others.can_pay(after, left):
                continue
            rest, still = apply_pool(after, left)
            if paying is not None and still.is_empty() and not others.can_pay(
                    _with_mana(rest, act.mana if act.mana != "any" else "W"), paying):
                continue
            opts.append(ActivateManaAbility(oid, idx, mana))
    if not opts:
        return  # checked payable before it was offered: nothing more can be done
    fid = g.new_frame()
    push(g, "mana_ability_cost", player, act, paying, kept)
    push(g, "mana_for_mana_ability", player, fid)
    ask_actions(g, player, "pay_mana", opts, fid, "choice",
                prompt=f"Pay {left} to activate a mana ability", source=act.source,
                remaining=str(left))

