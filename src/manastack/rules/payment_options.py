"""What a player may activate while paying mana (CR 601.2g–h, 605.3a), and while paying the
mana of a mana ability's own cost ("{1}, {T}: Add {G}{W}.", Sungrass Prairie).

A payment decision lists the mana abilities whose mana still leaves the rest of the cost
payable (``payment_options_in_parts``; ``options_listed``), such chains of mana abilities with
mana in their cost counted (``rules.mana_costing``, ``rules.mana_chains``); once one with mana
in its cost is activated, its mana is paid first (``mana_ability_cost``: from the pool, its
payer's choice of mana kept completable, ``pool_spending``, or by mana abilities its
controller chooses one at a time, ``mana_cost_answers``), then the rest of it happens. A
permanent tapped or sacrificed for a mana ability's cost is one that leaves the payment
completable (``tapping_leaves_payable``, ``sacrificing_leaves_payable``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from manastack.decisions.actions import Action, ActivateManaAbility
from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import COLORS, ManaCost
from manastack.rules.amounts import last_known_chars
from manastack.rules.characteristics import chars
from manastack.rules.choices import IllegalChoiceError, ask_actions
from manastack.rules.convoke import convoke_options, with_convoke
from manastack.rules.cost_parts import NO_RESERVE, Ways, live_ways
from manastack.rules.instructions import handler, push
from manastack.rules.mana import (
    ManaSupply,
    apply_pool,
    by_sacrifice,
    kept_there,
    mana_choices,
    mana_supply,
    needs_resolving,
    pool_symbols,
    pool_units,
    removes_source,
    repeatable,
    resolved,
    sources_and_supply,
    supply_once_sacrificed,
)
from manastack.rules.mana_ability_costs import mana_answer, sacrificeable, use_facts
from manastack.rules.mana_chains import (
    ChainSearch,
    Obligation,
    gains,
    pool_of,
    spendings,
)
from manastack.rules.mana_costing import (
    chain_search,
    free_supply,
    mana_cost_in_pool,
    with_mana,
    with_mana_costing,
)
from manastack.rules.mana_matching import UnitCounts
from manastack.rules.mana_riders import spell_only_pool, usable_pool
from manastack.rules.mana_supplies import ChoiceUnits, units_counted
from manastack.rules.triggered_mana import extra_mana
from manastack.rules.triggered_mana import waiting as triggered_mana_waiting
from manastack.state.game_state import GameState


def payment_options_in_parts(g: GameState, player: int, remaining: ManaCost,
                             spell: int | None = None, kept: frozenset[int] = frozenset(),
                             stay: frozenset[int] = frozenset()
                             ) -> tuple[list[ActivateManaAbility], Callable[[int], bool],
                                        Callable[[], list[Any]]]:
    """Mana abilities whose mana still leaves the rest of ``remaining`` payable (CR 601.2g–h)
    for ``spell`` (None: anything but a spell), only mana that may be spent on it counted
    (CR 106.6): those usable once, their mana in the order they are listed, ``valid(k)``
    telling whether the ``k``-th is one (checked when asked: ``next_payment`` asks only of
    those it weighs), and a function giving (once called) those whose cost taps other
    permanents, includes mana (``with_mana_costing``) or is a creature convoking, each costing
    more than tapping its source. ``kept``: kept for the cost's other parts, making no mana;
    ``stay``: kept for its "sacrifice" part, to be still on the battlefield once the mana is
    paid, making mana only in ways that leave them there (``kept_there``)."""
    srcs, supply = sources_and_supply(g, player, spell)
    srcs = [s for s in srcs
            if s[0] not in kept and not (s[0] in stay and removes_source(s[2]))]
    pool = usable_pool(g, player, spell)
    supply = with_convoke(g, player, kept_there(g, player, supply, stay),
                          spell).without(kept)  # CR 702.51
    # Permanents whose mana is the same and that no other cost may tap leave the same rest
    # of the supply (the same mana, in another order): each such answer is checked once.
    plain = not supply.choices and not supply.repeatable
    tappable = frozenset().union(*(t.candidates for t in supply.tap_costs))
    units = dict(supply.sources)
    seen: dict[Any, bool] = {}
    # Its units counted once: each answer's rest weighed by taking one permanent's away.
    counted = units_counted(supply)
    whole: bool | None = None  # the rest payable with all of them (worked out once needed)
    # Mana abilities with mana in their cost may turn this mana into what the rest asks for:
    # looked for only once an answer's mana leaves the rest unpayable without them.
    found: list[Any] = []

    def chained(mana: str, restricted: bool, others: ManaSupply,
                on_free: Callable[[ManaSupply], ManaSupply], tapping: int | None) -> bool:
        """``_completes`` with the mana abilities with mana in their cost (none: no);
        ``on_free``: ``others`` made from the ``free_supply``; ``tapping``: the source
        tapped, whose chains ``tapped_with`` gives."""
        if not found:
            chains = chain_search(g, player, kept)
            found.append(None if chains is None else (chains, free_supply(
                g, player, spell, kept, supply, stay), usable_pool(g, player, None),
                spell_only_pool(g, player, spell)))
        if found[0] is None:
            return False
        chains, free, fpool, only = found[0]
        return _completes(chains, remaining, fpool, only, mana, restricted, others,
                          None if free is None else on_free(free),
                          () if tapping is None else chains.tapped_with(tapping))

    # Tapped for mana, a permanent may make more through triggered mana abilities (CR 605.1b,
    # 605.4a): that mana is added with the answer's own.
    extra = extra_mana(g, player, {e[0] for e in srcs if e[2].cost.tap}) \
        if triggered_mana_waiting(g) else {}
    candidates: list[ActivateManaAbility] = []
    facts: list[tuple[Any, ...]] = []
    for n, e in enumerate(srcs):
        oid, idx, a = e
        row = _ROWS.get(id(e))
        if row is None or row[0] is not e:
            row = _row(e)
        _, again, tapped, stays, answers, sacrificing = row
        sac = sacrificeable(g, player, a, oid, kept | stay) if sacrificing else None
        same = (units[oid], tapped) \
            if plain and not again and oid not in tappable and oid in units else None
        for opt, answer in answers:
            if again and apply_pool(with_mana({}, opt), remaining)[1] == remaining:
                continue  # offered again and again only while its mana pays something
            candidates.append(answer)
            facts.append((n, oid, idx, a, again, tapped, stays, sac, same, opt))
    used: dict[int, ManaSupply | UnitCounts | ChoiceUnits] = {}  # per ability, once needed

    def valid(k: int) -> bool:
        nonlocal whole
        n, oid, idx, a, again, tapped, stays, sac, same, opt = facts[k]
        ok = seen.get((same, opt)) if same is not None else None
        if sac is not None:  # "Sacrifice a Goblin": its controller chooses which (CR 605.3b, 118.3)
            ok = any(sacrificing_leaves_payable(g, player, remaining, kept, opt, c, spell,
                                                stay=stay) for c in sac)
        if ok is None and same and counted is not None and same[0] == pool_units(opt):
            if whole is None:
                whole = counted.can_pay(pool, remaining)
            ok = whole or None
        if ok is None:
            newpool = dict(pool)
            for ch in pool_symbols(opt + extra.get(oid, "") if a.cost.tap else opt):
                newpool[ch] = newpool.get(ch, 0) + 1
            others = used.get(n)
            if others is None:  # ``_used``: a supply, or its units counted
                others = used[n] = _used(supply, oid, idx, again, tapped, stays) \
                    if counted is None or again else counted.without(oid)
            ok = others.can_pay(newpool, remaining) or chained(
                opt, a.spend_only is not None, others if isinstance(others, ManaSupply)
                else _used(supply, oid, idx, again, tapped, stays),
                partial(_used, oid=oid, idx=idx, again=again, tapped=tapped, stays=stays),
                oid if tapped else None)
            if same is not None:
                seen[(same, opt)] = ok
        return bool(ok)

    def rest() -> list[Any]:
        more: list[Any] = []
        for t in supply.tap_costs:
            # With {T} in its cost the source is tapped too: neither its own mana nor another
            # cost may use it then (CR 107.5, 602.2b); the permanents its cost still has to tap
            # make no mana of their own (CR 118.3).
            owing = _tapping(supply, t.source, t.index, t.tap_source, t.count, t.candidates)
            b = chars(g, t.source).abilities[t.index]
            assert isinstance(b, ActivatedAbility)
            if needs_resolving(g, b):
                b = resolved(g, t.source, b, player)
            for opt in mana_choices(b):
                if owing.can_pay(with_mana(pool, opt), remaining) or chained(
                        opt, b.spend_only is not None, owing, partial(
                            _tapping, oid=t.source, idx=t.index, tap_source=t.tap_source,
                            count=t.count, candidates=t.candidates),
                        t.source if t.tap_source else None):
                    more.append(ActivateManaAbility(t.source, t.index, opt))
        more.extend(with_mana_costing(g, player, remaining, spell, kept, pool, supply, stay))
        more.extend(convoke_options(g, player, remaining, pool, supply, spell, kept))
        return more
    return candidates, valid, rest


def _row(e: tuple[int, int, ActivatedAbility]) -> tuple[Any, ...]:
    """What the answers of a payment read of a ready mana ability ``e`` (``(source, index,
    ability)``, one tuple per ability while it is the same, ``mana_readiness.entry``) that
    doesn't depend on the state: its ``use_facts``, each of its choices of mana with its
    answer (``mana_answer``), and whether its only cost is a sacrifice (``by_sacrifice``:
    which permanents it may sacrifice is read anew, ``sacrificeable``). Kept per entry (held,
    so that its id stays its own): each step of a payment asks it of the same entries."""
    oid, idx, a = e
    again, tapped, stays, opts = use_facts(a)
    row = (e, again, tapped, stays, tuple((opt, mana_answer(oid, idx, opt)) for opt in opts),
           by_sacrifice(a))
    if len(_ROWS) > 4096:
        _ROWS.clear()
    _ROWS[id(e)] = row
    return row


_ROWS: dict[int, tuple[Any, ...]] = {}


def options_listed(first: list[ActivateManaAbility], valid: Callable[[int], bool],
                   rest: Callable[[], list[Any]]) -> list[Any]:
    """Every answer of a payment decision (CR 601.2g–h), from the parts
    ``payment_options_in_parts`` gives: the mana abilities usable once that are answers
    (``valid``), in their order, then the others (``rest``)."""
    return [act for k, act in enumerate(first) if valid(k)] + rest()


def _completes(chains: ChainSearch, remaining: ManaCost, fpool: dict[str, int],
               only: dict[str, int], mana: str, restricted: bool, supply: ManaSupply,
               free: ManaSupply | None, done: tuple[int, ...]) -> bool:
    """Whether the payment of ``remaining`` can still be completed once ``mana`` is added
    to the pool (``ChainSearch``): mana that may be spent on anything, or, ``restricted``,
    only on what is being paid, never on a mana ability's cost (CR 106.6)."""
    if restricted:
        return chains.completable((), remaining, fpool, supply, free, done,
                                  only=with_mana(only, mana))
    return chains.completable((), remaining, with_mana(fpool, mana), supply, free, done,
                              only=only)


def _used(supply: ManaSupply, oid: int, idx: int, again: bool, tapped: bool,
          stays: bool) -> ManaSupply:
    """``supply`` once ability ``idx`` of ``oid`` is activated: usable ``again`` (its life
    paid) or not (``tapped``: its source can't be tapped for another cost either). Unless
    its cost removes it, the source ``stays`` and may still be sacrificed for another mana
    ability's cost (Wirewood Elf made a Goblin taps for {G}, then Skirk Prospector
    sacrifices it, CR 118.3)."""
    if again:
        return supply.spend_one(oid, idx)
    others = supply.drop(oid)
    sacrificed = tuple(x for x in supply.sacrifices if x[1] == oid) if stays else ()
    if sacrificed:
        others = replace(others, sources=others.sources + tuple(
            (c, u) for _, c, u in sacrificed), sacrifices=others.sacrifices + sacrificed)
    return others.untappable({oid}) if tapped else others


def _tapping(supply: ManaSupply, oid: int, idx: int, tap_source: bool, count: int,
             candidates: frozenset[int]) -> ManaSupply:
    """``supply`` once ability ``idx`` of ``oid``, whose cost taps ``count`` of
    ``candidates`` (and, ``tap_source``, its source), is activated: its mana in the pool,
    those permanents still to be tapped (CR 605.3b)."""
    rest = _used(supply, oid, idx, False, True, True) if tap_source else supply
    return rest.paying_for(count, candidates)


_NO_COST = Cost()


def as_activated(g: GameState, act: ActivateManaAbility) -> ActivatedAbility:
    """The mana ability ``act`` activates, from its source's characteristics: as they are, or
    as they last existed once a mana ability's cost sacrificed the source while this one's
    own mana cost was paid: once activated, an ability exists independently of its source
    (CR 113.7a), which its effect then knows as it last existed (CR 608.2h, 400.7)."""
    a = last_known_chars(g, act.source, {}).abilities[act.index]
    assert isinstance(a, ActivatedAbility)
    return a


def needs_source(a: ActivatedAbility) -> bool:
    """Whether the cost of mana ability ``a`` asks for more than mana ({T}, sacrificing or
    exiling its source...): paid once its mana is, it needs its source there then (CR
    601.2h, 118.3), which no mana ability's cost may sacrifice meanwhile. A cost of mana
    alone needs nothing of it (Crossroads Candleguide's "{2}")."""
    return replace(a.cost, mana=None) != _NO_COST


def _obligation(chains: ChainSearch, g: GameState, act: ActivateManaAbility) -> Obligation:
    a = as_activated(g, act)
    assert a.cost.mana is not None
    return (a.cost.mana.generic, act.mana if act.mana != "any" else "W",
            chains.number(act.source, act.index))


def tapping_leaves_payable(g: GameState, player: int, paying: ManaCost | None,
                           kept: frozenset[int], mana: str, tapped: int, count: int,
                           candidates: frozenset[int], spell: int | None = None,
                           outer: tuple[ActivateManaAbility, ...] = (), *,
                           stay: frozenset[int]) -> bool:
    """Whether ``paying`` for ``spell`` (None: anything but a spell) stays payable once
    ``tapped`` is tapped for the cost of a mana ability adding ``mana`` ("Tap two untapped
    Elves you control"), ``count`` more of ``candidates`` still to be tapped for it, none of
    ``kept`` making mana: by the other mana abilities, those with mana in their cost among
    them, one paying for another, and the creatures convoking it (CR 601.2g–h, 605.3a,
    702.51a; a permanent tapped for the cost makes no mana, CR 118.3). With ``outer`` (the
    mana abilities whose costs this one's mana helps pay, innermost first), their costs are
    paid first, then ``paying`` (``outer_completable``)."""
    if not outer:
        rest = with_convoke(g, player, kept_there(g, player, mana_supply(g, player, spell), stay),
                            spell).without(kept | {tapped}).paying_for(count, candidates)
        if rest.can_pay(with_mana(usable_pool(g, player, spell), mana), paying or ManaCost()):
            return True
    return outer_completable(g, player, paying, spell, kept, outer, mana, tapped, False, count,
                             candidates, stay=stay)


def _searching(g: GameState, player: int, kept: frozenset[int],
               busy: tuple[ActivateManaAbility, ...]) -> ChainSearch | None:
    """``chain_search``; with mana abilities ``busy`` whose costs are being paid, a search
    without converters when none is left (the one being paid, its source sacrificed for
    mana meanwhile, CR 113.7a): their costs are still to be paid."""
    chains = chain_search(g, player, kept)
    return ChainSearch(()) if chains is None and busy else chains


def outer_completable(g: GameState, player: int, paying: ManaCost | None, spell: int | None,
                      kept: frozenset[int], outer: tuple[ActivateManaAbility, ...], mana: str,
                      taken: int, sacrificed: bool, count: int = 0,
                      candidates: frozenset[int] = frozenset(), *,
                      stay: frozenset[int]) -> bool:
    """Whether the costs of the mana abilities ``outer`` (innermost first), then ``paying``
    for ``spell``, can still be paid with mana abilities whose cost includes mana once
    ``mana`` is added for the cost of another mana ability that taps (or, ``sacrificed``,
    sacrifices) ``taken``, ``count`` more of ``candidates`` still to be tapped for it
    (CR 601.2g–h, 605.3a, 118.3)."""
    chains = _searching(g, player, kept | {taken} if sacrificed else kept, outer)
    if chains is None or sacrificed and any(
            o.source == taken and needs_source(as_activated(g, o)) for o in outer):
        # The source of an ability of ``outer`` whose cost taps or sacrifices it stays until
        # that ability is activated; one whose cost is mana alone may go (CR 113.7a).
        return False
    supply, free, _ = _busy_supplies(g, player, spell, kept, outer,
                                     taken if sacrificed else None, stay=stay)
    if not sacrificed:
        supply = supply.without({taken}).paying_for(count, candidates)
        free = None if free is None else free.without({taken}).paying_for(count, candidates)
    return chains.completable(
        tuple(_obligation(chains, g, o) for o in outer),
        paying if paying is not None else ManaCost(),
        with_mana(usable_pool(g, player, None), mana), supply, free,
        chains.tapped_with(taken), only=spell_only_pool(g, player, spell))


def sacrificing_leaves_payable(g: GameState, player: int, paying: ManaCost | None,
                               kept: frozenset[int], mana: str, sacrificed: int,
                               spell: int | None, outer: tuple[ActivateManaAbility, ...] = (), *,
                               stay: frozenset[int]) -> bool:
    """Whether ``paying`` for ``spell`` (None: anything but a spell) stays payable once
    ``sacrificed`` is sacrificed for a mana ability adding ``mana`` ("Sacrifice a Goblin: Add
    {R}."), its mana abilities gone with it, none of ``kept`` making mana, by the other mana
    abilities (CR 601.2g–h, 605.3a, 118.3); with ``outer``, once the costs of the mana
    abilities its mana helps pay are paid (``outer_completable``)."""
    if not outer:
        rest = with_convoke(g, player, kept_there(
            g, player, supply_once_sacrificed(g, player, spell, sacrificed), stay),
            spell).without(kept | {sacrificed})
        if rest.can_pay(with_mana(usable_pool(g, player, spell), mana), paying or ManaCost()):
            return True
    return outer_completable(g, player, paying, spell, kept, outer, mana, sacrificed, True,
                             stay=stay)


def _busy_supplies(g: GameState, player: int, spell: int | None, kept: frozenset[int],
                   busy: tuple[ActivateManaAbility, ...], sacrificed: int | None = None, *,
                   stay: frozenset[int]
                   ) -> tuple[ManaSupply, ManaSupply | None, frozenset[int]]:
    """The supply toward ``spell`` and the ``free_supply`` while the costs of the mana
    abilities ``busy`` are paid, without the sources their costs tap, sacrifice or exile
    (those sources, the third answer); a source whose ability costs only mana (Crossroads
    Candleguide) may still tap for convoke, CR 702.51a. ``sacrificed``: a permanent just
    sacrificed for a mana ability's cost, whose mana and sacrifice are gone (CR 118.3)."""
    if sacrificed is None:
        supply = kept_there(g, player, mana_supply(g, player, spell), stay).without(kept)
        supply = with_convoke(g, player, supply, spell)
        free = free_supply(g, player, spell, kept, supply, stay)
    else:
        lost = kept | {sacrificed}
        supply = with_convoke(g, player, kept_there(
            g, player, supply_once_sacrificed(g, player, spell, sacrificed), stay)
            .without(kept), spell).without(lost)
        free = kept_there(g, player, supply_once_sacrificed(g, player, None, sacrificed),
                          stay).without(lost) if spell is not None else None
        free = None if free == supply else free
    gone = set()
    for o in busy:
        if needs_source(as_activated(g, o)):
            gone.add(o.source)
            supply = supply.drop(o.source).untappable({o.source})
            free = free.drop(o.source).untappable({o.source}) if free is not None else None
    return supply, free, frozenset(gone)


def mana_cost_answers(g: GameState, player: int, act: ActivateManaAbility,
                      paying: ManaCost | None, spell: int | None, kept: frozenset[int],
                      outer: tuple[ActivateManaAbility, ...], stay: frozenset[int]
                      ) -> list[Action]:
    """The answers while the mana of ``act``'s cost is paid (CR 605.3a, 602.2b, 601.2g): the
    mana abilities whose mana, or those with mana in their cost, leave the payment
    completable: ``act``'s cost, then those of ``outer`` (the abilities whose costs are
    being paid with ``act``'s mana, innermost first), then ``paying`` (what they are all
    activated for, for ``spell``). One adding no more mana than it costs (Mystic Skull's
    "{1}, {T}: Add one mana of any color.") is offered too when the payment stays
    completable with it: the rules allow it, though it never helps (``gains``)."""
    srcs, _ = sources_and_supply(g, player, None)
    busy = (act, *outer)
    chains = _searching(g, player, kept, busy)
    assert chains is not None
    outer_supply, free, gone = _busy_supplies(g, player, spell, kept, busy, stay=stay)
    stack = tuple(_obligation(chains, g, o) for o in busy)
    remaining = paying if paying is not None else ManaCost()
    pool, only = usable_pool(g, player, None), spell_only_pool(g, player, spell)
    opts: list[Action] = []
    for oid, idx, b in srcs:
        if oid in kept or oid in gone or b.spend_only is not None or \
                oid in stay and removes_source(b):
            continue
        again, tapped = repeatable(b), bool(b.cost.tap or b.cost.sacrifice_self)
        stays = not (b.cost.sacrifice_self or b.cost.exile_self)
        others = _used(outer_supply, oid, idx, again, tapped, stays)
        others_free = None if free is None else _used(free, oid, idx, again, tapped, stays)
        done = chains.tapped_with(oid) if tapped else ()
        sac = sacrificeable(g, player, b, oid, kept | stay)
        for mana in mana_choices(b):
            if any(outer_completable(g, player, paying, spell, kept, busy, mana, c, True,
                                     stay=stay)
                   for c in sac) if sac is not None else chains.completable(
                    stack, remaining, with_mana(pool, mana), others, others_free, done,
                    only=only):
                opts.append(ActivateManaAbility(oid, idx, mana))
    for t in (free or outer_supply).tap_costs:
        # "Tap two untapped Elves you control": offered when some choice of permanents to
        # tap for it leaves the payment completable (CR 605.3b, 118.3). Its source kept for
        # another part of the cost (Birchlore Rangers to be sacrificed) still taps others:
        # only the permanents kept are no candidates. These supplies count only mana that
        # may pay a mana ability's cost (CR 106.6).
        tb = chars(g, t.source).abilities[t.index]
        assert isinstance(tb, ActivatedAbility)
        if needs_resolving(g, tb):
            tb = resolved(g, t.source, tb, player)
        others = _tapping(outer_supply, t.source, t.index, t.tap_source, t.count, t.candidates)
        others_free = None if free is None else _tapping(free, t.source, t.index, t.tap_source,
                                                         t.count, t.candidates)
        done = chains.tapped_with(t.source) if t.tap_source else ()
        for mana in mana_choices(tb):
            if chains.completable(stack, remaining, with_mana(pool, mana), others,
                                  others_free, done, only=only):
                opts.append(ActivateManaAbility(t.source, t.index, mana))
    for i, c in enumerate(chains.converters):
        if c.once and c.source in gone:
            continue
        for mana in c.outputs:
            if chains.completable(((c.cost, mana, i), *stack), remaining, pool, outer_supply,
                                  free, only=only):
                opts.append(ActivateManaAbility(c.source, c.index, mana))
    return opts


def _helps(chains: ChainSearch, act: Action) -> bool:
    """Whether ``act`` may help pay another mana ability's cost: its ability's cost has no
    mana, or it adds more mana than that mana (``gains``)."""
    assert isinstance(act, ActivateManaAbility)
    n = chains.number(act.source, act.index)
    return n < 0 or gains(chains.converters[n])


def pool_spending(g: GameState, player: int, act: ActivateManaAbility, cost: ManaCost,
                  paying: ManaCost | None, spell: int | None, ways: Ways,
                  outer: tuple[ActivateManaAbility, ...]) -> ManaCost:
    """Which mana of the pool pays ``cost``, the generic mana of ``act``'s cost (CR 601.2h:
    its payer chooses): mana that leaves the payment it is activated for completable — the
    costs of ``outer``, then ``paying`` for ``spell`` — with the mana ``act`` adds, the
    permanents of one of ``ways`` kept for the cost's other parts; the mana the pool would
    spend first (``apply_pool``) when that makes no difference."""
    if paying is None and not outer or cost.colored or cost.hybrid or cost.colorless:
        return cost
    spent_ways = list(spendings(pool_of(usable_pool(g, player, None)), cost.generic))
    if len(spent_ways) <= 1:
        return cost
    searches = []
    for kept, stay in live_ways(g, ways):
        chains = _searching(g, player, kept, (act, *outer))
        if chains is not None:
            supply, free, _ = _busy_supplies(g, player, spell, kept, (act, *outer), stay=stay)
            searches.append((chains, supply, free,
                             tuple(_obligation(chains, g, o) for o in outer)))
    remaining = paying if paying is not None else ManaCost()
    out = act.mana if act.mana != "any" else "W"
    for spent, left in spent_ways:
        if any(chains.completable(stack, remaining, with_mana(dict(left), out), supply, free,
                                  (chains.number(act.source, act.index),),
                                  only=spell_only_pool(g, player, spell))
               for chains, supply, free, stack in searches):
            counts = dict(spent)
            return ManaCost(0, tuple((c, counts[c]) for c in COLORS if counts.get(c)),
                            counts.get("C", 0))
    return cost


def options_for(g: GameState, player: int, remaining: ManaCost, spell: int | None,
                ways: Ways) -> list[Any]:
    """The answers of a payment decision (``options_listed``) when the permanents kept for
    the cost's other parts may be those of any of ``ways`` (CR 601.2g-h: mana abilities are
    activated before the costs are paid, and which permanents pay the other parts is chosen
    then): those of each way, in order, each once."""
    if ways is NO_RESERVE:
        return options_listed(*payment_options_in_parts(g, player, remaining, spell))
    out: dict[Any, None] = {}
    for kept, stay in live_ways(g, ways):
        out.update(dict.fromkeys(options_listed(*payment_options_in_parts(
            g, player, remaining, spell, kept, stay))))
    return list(out)


@handler("mana_ability_cost")
def _mana_ability_cost(g: GameState, player: int, act: ActivateManaAbility,
                       paying: ManaCost | None, ways: Ways, spell: int | None = None,
                       outer: tuple[ActivateManaAbility, ...] = (), auto: bool = False) -> None:
    """CR 605.3a, 602.2b, 601.2g–h: the mana of a mana ability's cost not yet in the pool is
    made by mana abilities its controller activates one at a time (``mana_cost_answers``:
    each leaves the payment completable), those with mana in their cost among them; once the
    pool holds it, the activation goes on (``mana_ability_activated``). Under automatic
    payment (``auto``) the answers are taken as the plan of ``rules.automatic_payment``
    chooses, without asking. ``ways``: the permanents that may be kept for the other parts
    of the cost being paid, one way or another."""
    a = as_activated(g, act)
    assert a.cost.mana is not None
    if mana_cost_in_pool(g, player, a.cost.mana):
        return
    _, left = apply_pool(usable_pool(g, player, None), a.cost.mana)
    opts: list[Action] = []
    for kept, stay in live_ways(g, ways):
        opts += [o for o in mana_cost_answers(g, player, act, paying, spell, kept, outer, stay)
                 if o not in opts]
    if not opts:
        # Offered only when payable: a payment that can't go on is refused (and rewound).
        raise IllegalChoiceError(f"cannot pay {left} to activate a mana ability",
                                 "cannot_pay_mana_ability", cost=left)
    fid = g.new_frame()
    push(g, "mana_ability_cost", player, act, paying, ways, spell, outer, auto)
    push(g, "mana_for_mana_ability", player, fid, paying, ways, spell, (act, *outer), auto)
    if auto:
        # The plan leaves out an ability adding no more mana than it costs: what would pay
        # its cost pays this one instead (``gains``).
        from manastack.rules.automatic_payment import next_payment
        chains = _searching(g, player, frozenset(), (act, *outer))
        assert chains is not None
        helping = [o for o in opts if _helps(chains, o)]
        g.frames[fid] = {"choice": next_payment(g, player, left, None, helping or opts)}
        return
    from manastack.rules.automatic_payment import with_auto_pay
    ask_actions(g, player, "pay_mana", with_auto_pay(g, opts), fid, "choice",
                prompt=f"Pay {left} to activate a mana ability", source=act.source,
                remaining=str(left))
