"""What a player's mana abilities could add toward a payment (CR 605, 106.4, 601.2g–h): a
``ManaSupply`` (the abilities usable once, those whose cost taps other untapped permanents, the
choices between ways to use one, those usable again and again for life), and whether a cost
can be paid from a pool plus it (``ManaSupply.can_pay``). ``rules.mana`` works it out for a
player's ready mana abilities."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import dataclass, replace
from itertools import combinations_with_replacement, product
from math import prod
from typing import Any

from mypy_extensions import mypyc_attr

from manastack.dsl.mana_cost import ManaCost
from manastack.rules.mana_matching import (
    PermanentUnits,
    can_pay,
    counts_pay,
    own_units,
    requirements,
    unit_counts,
    units_without,
)
from manastack.rules.mana_plans import (
    TapCostSource,
    counts_by_total,
    exact_payable,
    plan,
    tap_costs_without,
)

SEARCH_BUDGET = 2000
"""How many complete plans ``ManaSupply.can_pay`` tries at most before answering no."""


@dataclass(frozen=True)
class ManaSupply:
    """What ``player``'s mana abilities could add toward a payment now (CR 601.2g, 605.3a).

    ``sources``: (permanent, units) for each permanent whose mana abilities are usable once
    (a {T} or sacrifice cost; its abilities' single-mana options merged into one unit), and
    for each permanent that an ability whose only cost is "Sacrifice a [permanent]" may
    sacrifice, that ability's units (``by_sacrifice``: activated once per such permanent;
    ``sacrifices``: (sources, permanent, units) for each, the sources of the abilities that may
    sacrifice it, so that such mana goes too when they are all kept for something else, whose
    abilities then make no mana; ``alone``: see ``_new_supply``);
    ``choices``: (permanent, alternatives) for such a permanent that adds several mana one way
    or another ("Add two mana of any one color", or another {T} ability beside it: one of them,
    CR 106.4); ``repeatable``: (permanent, ability index, units, life per activation) for an
    ability whose cost is only life ("Pay 1 life: Add {C}.", CR 119.4), activated as often as
    ``life``, the life its controller may still pay for all of them together, allows;
    ``tap_costs``: the abilities whose cost taps other permanents. A permanent tapped for such a
    cost can't also tap for its own mana, and each permanent is tapped once (CR 106.4, 118.3):
    ``can_pay`` looks for one plan that assigns every permanent at most one use, so nothing is
    counted twice."""

    sources: tuple[tuple[int, tuple[frozenset[str], ...]], ...]
    tap_costs: tuple[TapCostSource, ...]
    choices: tuple[tuple[int, tuple[tuple[frozenset[str], ...], ...]], ...]
    repeatable: tuple[tuple[int, int, tuple[frozenset[str], ...], int], ...]
    life: int
    sacrifices: tuple[tuple[frozenset[int], int, tuple[frozenset[str], ...]], ...] = ()
    alone: tuple[tuple[int, tuple[frozenset[str], ...]], ...] = ()

    def most(self, pool: dict[str, int]) -> int:
        """An upper bound of how much mana ``pool`` plus these abilities could pay: a cost
        of more symbols than this can't be paid (``can_pay`` answers no)."""
        return sum(n for n in pool.values() if n > 0) + sum(len(u) for _, u in self.sources) \
            + sum(max(len(alt) for alt in alts) for _, alts in self.choices) \
            + sum(len(u) * (max(self.life, 0) // n) for _, _, u, n in self.repeatable) \
            + sum(t.most() * len(t.units) for t in self.tap_costs)

    def without(self, oids: Collection[int]) -> ManaSupply:
        """The supply once the permanents ``oids`` are gone or tapped for something else: a
        permanent that only the abilities of ``oids`` could sacrifice for mana makes no more
        mana that way."""
        if not oids:
            return self
        gone = frozenset(oids)
        sacrifices = tuple((srcs - gone, c, u) for srcs, c, u in self.sacrifices
                           if c not in gone and not srcs <= gone)
        lost = {c for srcs, c, _ in self.sacrifices if c not in gone and srcs <= gone}
        rest = ManaSupply(tuple(s for s in self.sources if s[0] not in gone),
                          tap_costs_without(self.tap_costs, gone),
                          tuple(c for c in self.choices if c[0] not in gone),
                          tuple(r for r in self.repeatable if r[0] not in gone), self.life,
                          self.sacrifices if lost else sacrifices,
                          tuple(a for a in self.alone if a[0] not in gone))
        return rest._unsacrificed(lost, sacrifices) if lost else rest

    def unsacrificed(self, oids: Collection[int]) -> ManaSupply:
        """The supply once no mana ability's cost may sacrifice ``oids``: the mana of their
        sacrifice goes; their own abilities still make theirs (one whose own ability removes
        it makes only that ability's mana again, ``alone``)."""
        lost = {c for _, c, _ in self.sacrifices if c in oids}
        if not lost:
            return self
        return self._unsacrificed(lost, tuple(x for x in self.sacrifices if x[1] not in lost))

    def _unsacrificed(self, lost: Collection[int],
                      sacrifices: tuple[tuple[frozenset[int], int, tuple[frozenset[str], ...]], ...]
                      ) -> ManaSupply:
        """The supply without the mana of sacrificing ``lost`` (``sacrifices`` kept)."""
        if not lost:
            return replace(self, sacrifices=sacrifices)
        credit = {c: u for _, c, u in self.sacrifices}
        alone = dict(self.alone)
        sources = list(self.sources)
        choices = dict(self.choices)
        for c in lost:
            own = alone.pop(c, None)
            made = credit[c] if own is None else merged(own, credit[c])
            if (c, made) in sources:
                k = sources.index((c, made))
                sources[k:k + 1] = [] if own is None else [(c, own)]
            elif c in choices:
                # made a choice with convoking (``rules.convoke.with_convoke``): that one
                # alternative goes (a red creature convoking makes the same unit)
                alts = list(choices[c])
                k = alts.index(made)
                alts[k:k + 1] = [] if own is None else [own]
                choices[c] = tuple(alts)
        return replace(self, sources=tuple(sources), choices=tuple(choices.items()),
                       alone=tuple(alone.items()), sacrifices=sacrifices)

    def kept_there(self, oids: Collection[int], leaving: Collection[int]) -> ManaSupply:
        """The supply while the permanents ``oids`` are to be still on the battlefield once the
        mana is paid, kept for a "sacrifice" part of the cost (CR 601.2g-h, 118.3): no mana
        ability's cost may sacrifice them, and those of ``leaving`` (whose own mana abilities
        remove them: an Eldrazi Spawn's "Sacrifice this creature", counted with its sacrifice
        in ``alone`` or not) make no mana of their own; they may still tap for mana, be tapped
        for another ability's cost, or sacrifice other permanents for their own mana (Skirk
        Prospector kept for Airdrop Condor sacrificing another Goblin). Asked of a supply as
        ``rules.mana`` makes it, before convoking creatures are added to it."""
        kept = frozenset(oids)
        if not kept:
            return self
        gone = kept.intersection(leaving)
        sources = [s for s in self.sources if s[0] not in gone]
        for _, c, u in self.sacrifices:
            if c in kept and c not in gone:
                sources.remove((c, u))  # its own mana, if any, stays: so does it
        return replace(self, sources=tuple(sources),
                       choices=tuple(x for x in self.choices if x[0] not in gone),
                       sacrifices=tuple(x for x in self.sacrifices if x[1] not in kept))

    def drop(self, oid: int) -> ManaSupply:
        """The supply without the once-usable abilities of ``oid`` (one is being activated)."""
        return ManaSupply(tuple(s for s in self.sources if s[0] != oid), self.tap_costs,
                          tuple(c for c in self.choices if c[0] != oid), self.repeatable,
                          self.life, tuple(x for x in self.sacrifices if x[1] != oid),
                          tuple(a for a in self.alone if a[0] != oid))

    def spend_one(self, oid: int, index: int) -> ManaSupply:
        """The supply once the repeatable ability ``index`` of ``oid`` is activated once: its
        life is paid from what all of them may pay (CR 119.4)."""
        return replace(self, life=self.life - sum(
            n for o, i, _, n in self.repeatable if (o, i) == (oid, index)))

    def untappable(self, oids: Collection[int]) -> ManaSupply:
        """The supply once ``oids`` are tapped: no cost may tap them any more."""
        if not self.tap_costs:
            return self  # nothing to tap for a cost: the same supply
        gone = frozenset(oids)
        return replace(self, tap_costs=tap_costs_without(self.tap_costs, gone))

    def paying_for(self, count: int, candidates: Collection[int]) -> ManaSupply:
        """The supply while an activation still has to tap ``count`` of ``candidates`` (its
        mana is already in the pool, CR 605.3b)."""
        if count <= 0:
            return self
        owed = TapCostSource(-1, -1, (), count, frozenset(candidates), 1)
        return replace(self, tap_costs=(owed, *self.tap_costs))

    def _chosen(self, cost: ManaCost, exact: bool = False) -> Iterator[ManaSupply]:
        """The supplies of every way to use the ``choices`` (at most ``SEARCH_BUDGET``; with
        ``exact``, every way up to choices that are interchangeable, however many), the
        repeatable abilities written out as often as the cost could use them, one after
        another while the life they share lasts (CR 119.4: no life is paid twice)."""
        extra, ways = self._ways(cost)
        picks: Iterator[tuple[tuple[frozenset[str], ...], ...]]
        if exact:
            picks = _grouped_picks(ways)
        else:
            picks = product(*ways)
        for k, picked in enumerate(picks):
            if k >= SEARCH_BUDGET and not exact:
                return
            yield ManaSupply(self.sources + tuple(extra) + tuple(
                (o, u) for (o, _), u in zip(self.choices, picked, strict=True)), self.tap_costs,
                (), (), 0)

    def _ways(self, cost: ManaCost) -> tuple[list[tuple[int, tuple[frozenset[str], ...]]],
                                             list[tuple[tuple[frozenset[str], ...], ...]]]:
        """The repeatable abilities written out, and each choice's distinct alternatives."""
        reqs, generic = requirements(cost)
        need = len(reqs) + generic
        extra: list[tuple[int, tuple[frozenset[str], ...]]] = []
        life = self.life
        for o, _, u, n in self.repeatable:
            if u:
                times = min(max(life, 0) // n, -(-need // len(u)))
                life -= times * n
                extra += [(o, u)] * times
        return extra, _choice_ways(self.choices, reqs)

    def can_pay(self, pool: dict[str, int], cost: ManaCost) -> bool:
        """Whether ``cost`` can be paid from ``pool`` plus these abilities.

        Without abilities whose cost taps permanents this is a matching of the cost's symbols
        to the mana units (``can_pay``). With them it looks for a plan: which permanents that
        could make their own mana are tapped for such costs instead (every subset, fewest
        first), then how many times each such ability is activated, tapping first the
        permanents fewer of the later abilities could use (permanents adding the same mana that
        the same abilities may tap count as one group: how many of them are tapped for costs
        is tried, not which). Every plan tried can be carried out, so a yes is always right.
        That search is exact for the usual boards (one kind of such ability, or several that
        tap the same or disjoint permanents, none with {T} in its cost); it tries at most ``SEARCH_BUDGET`` plans (and
        ways to use the choices), and when it runs out, or answers no on another board, the
        exhaustive search ``_exact`` decides: the answer never depends on the budget, only how
        fast it comes (CR 601.2g-h: a spell is cast only once its total cost is paid; 106.4)."""
        if self.choices or self.repeatable:
            if not self.tap_costs:
                return self._counted(pool, cost)
            if any(s.can_pay(pool, cost) for s in self._chosen(cost)):
                return True
            _, ways = self._ways(cost)
            if prod(len(w) for w in ways) <= SEARCH_BUDGET:
                return False
            return any(s.can_pay(pool, cost) for s in self._chosen(cost, exact=True))
        plain = [u for _, u in self.sources]
        if not self.tap_costs:
            return can_pay(pool, cost, plain)
        owed = any(t.activations is not None for t in self.tap_costs)
        if not owed and can_pay(pool, cost, plain):
            return True
        reqs, generic = requirements(cost)
        most = sum(pool.values()) + sum(len(u) for u in plain) + sum(
            t.most() * len(t.units) for t in self.tap_costs)
        if most < len(reqs) + generic:
            return False  # too little even counting permanents both ways
        order = tuple(sorted(self.tap_costs, key=lambda t: t.activations is None))
        uses = [t.candidates | ({t.source} if t.tap_source else set()) for t in order]
        tappable: frozenset[int] = frozenset().union(*uses)
        producers = sorted({oid for oid, _ in self.sources} & tappable)
        free = tappable - set(producers)
        # Permanents adding the same mana that the same abilities may tap are interchangeable:
        # a plan tries how many of each such group are tapped for costs, not which ones.
        own = dict(self.sources)
        groups: dict[tuple[Any, ...], list[int]] = {}
        for oid in producers:
            groups.setdefault((own[oid], tuple(oid in u for u in uses)), []).append(oid)
        members = list(groups.values())
        budget = [SEARCH_BUDGET]
        for counts in counts_by_total([len(m) for m in members]):
            spent = {oid for m, n in zip(members, counts, strict=True) for oid in m[:n]}
            units = [list(u) for oid, u in self.sources if oid not in spent]
            if plan(pool, cost, order, 0, units, free | spent, budget):
                return True
            if budget[0] <= 0:
                return self._exact(pool, cost)
        # Tapping first what fewer later abilities could use is right when any two abilities
        # may tap the same permanents or none in common, and none has {T} in its cost: the
        # source of such an ability is wanted for its {T} alone (CR 107.5), not as any of the
        # permanents it may tap, which tapping it for an earlier ability's cost may take first
        # (two Drumming Elves, each tapping a creature). Otherwise every plan is looked at.
        if all(a == b or not a & b for a in uses for b in uses) and \
                not any(t.tap_source for t in order):
            return False
        return self._exact(pool, cost)

    def _counted(self, pool: dict[str, int], cost: ManaCost) -> bool:
        """``can_pay`` with choices or abilities usable again and no cost tapping permanents:
        whether some way to use the choices pays (``_chosen``'s supplies, each a matching of
        units, ``rules.mana_matching.can_pay``). The units of the sources and of the repeatable
        abilities written out are counted once, each way adding its own: every way, or, past
        ``SEARCH_BUDGET`` of them, every way up to choices that are interchangeable."""
        extra, ways = self._ways(cost)
        counts, total = unit_counts([*(u for _, u in self.sources), *(u for _, u in extra)])
        return _ways_pay(pool, cost, counts, total, ways)

    def _exact(self, pool: dict[str, int], cost: ManaCost) -> bool:
        """``exact_payable``: every plan looked at."""
        return exact_payable(self.sources, self.tap_costs, pool, cost)


def _choice_ways(choices: tuple[tuple[int, tuple[tuple[frozenset[str], ...], ...]], ...],
                 reqs: list[frozenset[str]]) -> list[tuple[tuple[frozenset[str], ...], ...]]:
    """Each choice's distinct alternatives for a cost of the symbols ``reqs``: a colour no
    symbol of the cost asks for pays only generic mana, so alternatives that differ only in
    such colours are one (exact, and fewer ways to try)."""
    asked: frozenset[str] = frozenset().union(*reqs)
    ways = []
    for _, alts in choices:
        way = _WAYS.get((alts, asked))
        if way is None:
            if len(_WAYS) > 4096:
                _WAYS.clear()
            way = _WAYS[(alts, asked)] = tuple(
                dict.fromkeys(tuple(u & asked for u in alt) for alt in alts))
        ways.append(way)
    return ways


def _grouped_picks(ways: list[tuple[tuple[frozenset[str], ...], ...]],
                   ) -> Iterator[tuple[tuple[frozenset[str], ...], ...]]:
    """Every way to use the choices, choices with the same alternatives being
    interchangeable: how many of them make each alternative is tried, not which ones
    (exact, and far fewer ways than every combination). That holds too when costs may tap
    some of them and not others: one tapped for a cost makes none of its mana, whatever
    way it was given (CR 106.4), and whichever of them a plan leaves untapped, some way
    tried gives those what the plan needs them to make."""
    groups: dict[tuple[tuple[frozenset[str], ...], ...], list[int]] = {}
    for k, w in enumerate(ways):
        groups.setdefault(w, []).append(k)
    members = list(groups.values())
    for combo in product(*(combinations_with_replacement(ways[m[0]], len(m))
                           for m in members)):
        picked: list[tuple[frozenset[str], ...]] = [()] * len(ways)
        for m, alts in zip(members, combo, strict=True):
            for k, alt in zip(m, alts, strict=True):
                picked[k] = alt
        yield tuple(picked)


def _ways_pay(pool: dict[str, int], cost: ManaCost, counts: dict[frozenset[str], int],
              total: int, ways: list[tuple[tuple[frozenset[str], ...], ...]]) -> bool:
    """Whether some way to use the choices (``ways``: each one's alternatives) pays ``cost``
    from ``pool`` plus the units ``counts`` (``total`` in all) and the alternatives picked:
    every way, or, past ``SEARCH_BUDGET`` of them, every way up to choices that are
    interchangeable (``_grouped_picks``)."""
    picks: Iterator[tuple[tuple[frozenset[str], ...], ...]] = \
        product(*ways) if prod(len(w) for w in ways) <= SEARCH_BUDGET else _grouped_picks(ways)
    for picked in picks:
        more, n = dict(counts), total
        for alt in picked:
            for u in alt:
                more[u] = more.get(u, 0) + 1
            n += len(alt)
        if counts_pay(pool, cost, more, n):
            return True
    return False


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class ChoiceUnits:
    """The units of a supply whose permanents are each usable once for their own mana, some
    of them one way or another (its ``choices``), nothing else (no cost tapping or
    sacrificing another, nothing usable again): the units of its ``sources`` counted once, to
    weigh plans that each tap one of its permanents (``without``), as ``PermanentUnits`` does
    for a supply without choices."""

    def __init__(self, supply: ManaSupply) -> None:
        self.counts, self.total = unit_counts(u for _, u in supply.sources)
        self.sources, self.choices = supply.sources, supply.choices
        self._own: dict[int, list[frozenset[str]]] | None = None

    def can_pay(self, pool: dict[str, int], cost: ManaCost) -> bool:
        """``ManaSupply.can_pay`` of the supply."""
        return _ways_pay(pool, cost, self.counts, self.total,
                         _choice_ways(self.choices, requirements(cost)[0]))

    def without(self, oid: int) -> ChoiceUnits:
        """The units once ``oid`` is tapped for something else: its own units, or its
        choice, are gone."""
        own = self._own
        if own is None:
            own = self._own = own_units(self.sources)  # found once, the first time
        out = ChoiceUnits.__new__(ChoiceUnits)
        out.counts, out.total = units_without(own, self.counts, self.total, oid)
        out.sources, out._own = self.sources, own
        out.choices = tuple(c for c in self.choices if c[0] != oid)
        return out


def units_counted(supply: ManaSupply) -> PermanentUnits | ChoiceUnits | None:
    """The units of ``supply`` counted once (``PermanentUnits``, or ``ChoiceUnits`` when some
    of its permanents make mana one way or another), whose ``without`` and ``can_pay``
    answer as the supply's ``without`` and ``can_pay`` do; None when a cost may tap or
    sacrifice one of its permanents, or an ability is usable again and again."""
    global _LAST_COUNTED
    last = _LAST_COUNTED
    if last is not None and last[0] is supply:
        return last[1]
    if supply.tap_costs or supply.repeatable or supply.sacrifices or supply.alone:
        return None
    counted = ChoiceUnits(supply) if supply.choices else PermanentUnits(supply.sources)
    _LAST_COUNTED = (supply, counted)
    return counted


_LAST_COUNTED: tuple[ManaSupply, PermanentUnits | ChoiceUnits] | None = None
"""The last supply whose units ``units_counted`` counted, and them (held, so that the supply
stays itself): a step of an automatic payment counts them for its answers, then for its
plan, of the same supply."""


_WAYS: dict[tuple[tuple[tuple[frozenset[str], ...], ...], frozenset[str]],
           tuple[tuple[frozenset[str], ...], ...]] = {}
"""``_choice_ways``: a choice's distinct alternatives once the colours a cost doesn't ask
for are left out, kept per alternatives and colours asked (each step of a payment asks them
of the same permanents)."""


def merged(own: tuple[frozenset[str], ...], made: tuple[frozenset[str], ...]
           ) -> tuple[frozenset[str], ...]:
    """One mana that may be a permanent's own (``own``) or that of sacrificing it to another
    mana ability (``made``), each one mana: the unit of either (CR 106.4, 118.3)."""
    return (own[0] | made[0],)
