"""Plans for paying a cost with mana abilities whose cost taps other permanents (CR 601.2g-h,
602.2b, 605.3a, 106.4): the fast search's steps (``counts_by_total``, ``plan``) and the
exhaustive search ``exact_payable`` that decides when the fast one gives up."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import dataclass, replace
from itertools import product
from typing import Any

from manastack.dsl.mana_cost import ManaCost
from manastack.rules.mana_matching import can_pay


@dataclass(frozen=True)
class TapCostSource:
    """A mana ability whose cost taps ``count`` untapped permanents among ``candidates``
    instead of its source ("Tap two untapped Elves you control: Add one mana of any color.",
    CR 605.1a, 602.2b); each activation adds ``units``. With no {T} in its cost it may be
    activated again and again while permanents are left to tap, its source tapped or not
    (CR 302.6). ``activations``: exactly this many more activations must be paid for (an
    activation whose cost is being paid now, its mana already counted); None: any number.
    ``tap_source``: the cost also has {T} ("{T}, Tap an untapped creature you control"): the
    ability is activated at most once, tapping its source, which then can't be tapped for
    another cost nor make its own mana, and isn't among ``candidates`` (CR 107.5, 602.2b)."""

    source: int
    index: int
    units: tuple[frozenset[str], ...]
    count: int
    candidates: frozenset[int]
    activations: int | None = None
    tap_source: bool = False

    def most(self, allowed: Collection[int] | None = None) -> int:
        """How many times it could be activated tapping only permanents of ``allowed`` (None:
        any of its candidates): once at most with {T} in its cost, and then only while its
        source is allowed when ``allowed`` is given."""
        cands = self.candidates if allowed is None else self.candidates & frozenset(allowed)
        n = len(cands) // self.count if self.count > 0 else 0
        if self.tap_source:
            n = min(n, 1) if allowed is None or self.source in allowed else 0
        return n

    def without(self, gone: frozenset[int]) -> TapCostSource | None:
        """This ability once ``gone`` are gone or tapped: None if its {T} can't be paid."""
        if self.tap_source and self.source in gone:
            return None
        return replace(self, candidates=self.candidates - gone)


def tap_costs_without(tap_costs: tuple[TapCostSource, ...],
                      gone: frozenset[int]) -> tuple[TapCostSource, ...]:
    out = (t.without(gone) for t in tap_costs)
    return tuple(t for t in out if t is not None)


def exact_payable(sources: tuple[tuple[int, tuple[frozenset[str], ...]], ...],
                  tap_costs: tuple[TapCostSource, ...], pool: dict[str, int],
                  cost: ManaCost) -> bool:
    """Whether some plan pays ``cost``, looking at every one: how many times each ability
    whose cost taps permanents is activated, then, of each group of permanents adding the
    same mana that the same of those abilities may tap, how many are tapped for them
    instead; such a plan can be carried out exactly when no set of the abilities needs
    more permanents than those any of them may tap (Hall's theorem, with
    multiplicities), and it pays when the mana it adds does (``can_pay``). Abilities adding
    the same mana by tapping as many of the same permanents, none with {T} in its cost nor a
    number of activations owed, are one: activating two Birchlore Rangers' abilities once
    each taps and adds what one activated twice does (CR 602.2b, 605.3a), so each more such
    ability adds no plan to look at (the plans would otherwise grow as a power of their
    number: the game must answer, CR 104.4b)."""
    own = dict(sources)
    tap_costs = _interchangeable_as_one(tap_costs)
    ranges: list[Collection[int]] = []
    for t in tap_costs:
        most = t.most()
        ranges.append(range(most, -1, -1) if t.activations is None else
                      [t.activations] if t.activations <= most else [])
    for ns in product(*ranges):
        active = [(t, n) for t, n in zip(tap_costs, ns, strict=True) if n > 0]
        fixed = [t.source for t, _ in active if t.tap_source]
        gone = frozenset(fixed)
        if len(gone) < len(fixed):
            continue  # one {T} can't be paid twice
        made = [list(t.units) for t, n in active for _ in range(n)]
        demand = [t.count * n for t, n in active]
        tapped: frozenset[int] = frozenset().union(*(t.candidates for t, _ in active)) - gone
        sizes: dict[tuple[Any, ...], int] = {}
        for oid in tapped:
            key = (own.get(oid), tuple(oid in t.candidates for t, _ in active))
            sizes[key] = sizes.get(key, 0) + 1
        kept = [list(u) for oid, u in sources if oid not in gone and oid not in tapped]
        free = [(k[1], n) for k, n in sizes.items() if k[0] is None]
        making = [(k, n) for k, n in sizes.items() if k[0] is not None]
        total = sum(demand)
        for ys in product(*(range(min(n, total) + 1) for _, n in making)):
            if sum(ys) > total:
                continue
            caps = free + [(k[1], y) for (k, _), y in zip(making, ys, strict=True)]
            if not _enough_to_tap(demand, caps):
                continue
            units = kept + made + [list(k[0]) for (k, n), y in zip(making, ys, strict=True)
                                   for _ in range(n - y)]
            if can_pay(pool, cost, units):
                return True
    return False


def _interchangeable_as_one(tap_costs: tuple[TapCostSource, ...]) -> tuple[TapCostSource, ...]:
    """``tap_costs`` with the abilities that differ only by their source kept once (those
    with neither {T} in their cost nor activations owed, ``exact_payable``)."""
    seen: set[tuple[object, ...]] = set()
    out = []
    for t in tap_costs:
        key = (t.units, t.count, t.candidates)
        if not t.tap_source and t.activations is None:
            if key in seen:
                continue
            seen.add(key)
        out.append(t)
    return tuple(out)


def _enough_to_tap(demand: list[int], caps: list[tuple[tuple[bool, ...], int]]) -> bool:
    """Whether abilities needing ``demand[i]`` permanents each can all be paid from groups of
    ``n`` permanents, each tappable by the abilities its flags name: exactly when every set
    of abilities needs no more than the groups any of them may tap hold (Hall's theorem)."""
    for mask in range(1, 1 << len(demand)):
        need = sum(d for i, d in enumerate(demand) if mask >> i & 1)
        have = sum(n for flags, n in caps if any(f and mask >> i & 1 for i, f in enumerate(flags)))
        if need > have:
            return False
    return True


def counts_by_total(sizes: list[int]) -> Iterator[tuple[int, ...]]:
    """Every way to take 0..sizes[i] from each group, fewest in all first."""
    room = [sum(sizes[i:]) for i in range(len(sizes) + 1)]
    for total in range(room[0] + 1):
        yield from _counts_summing(sizes, room, 0, total)


def _counts_summing(sizes: list[int], room: list[int], i: int,
                    total: int) -> Iterator[tuple[int, ...]]:
    """The ways to take ``total`` from the groups ``i`` on (``room``: what they hold)."""
    if i == len(sizes):
        yield ()
        return
    for n in range(max(0, total - room[i + 1]), min(sizes[i], total) + 1):
        for rest in _counts_summing(sizes, room, i + 1, total - n):
            yield (n, *rest)


def plan(pool: dict[str, int], cost: ManaCost, order: tuple[TapCostSource, ...], i: int,
          units: list[list[frozenset[str]]], allowed: frozenset[int] | set[int],
          budget: list[int]) -> bool:
    """Choose how many times ``order[i:]`` are activated, tapping only permanents of
    ``allowed`` (each once; with {T} in its cost, its source too), and check the payment
    with the mana they add."""
    if i == len(order):
        budget[0] -= 1
        return can_pay(pool, cost, units)
    t = order[i]
    later = [u.candidates | ({u.source} if u.tap_source else set()) for u in order[i + 1:]]
    cands = sorted(t.candidates & allowed, key=lambda c: sum(c in s for s in later))
    most = t.most(allowed)
    mine = t.candidates | {t.source} if t.tap_source else t.candidates
    if t.activations is not None:
        counts: list[int] = [t.activations] if t.activations <= most else []
    elif any(s & mine & allowed for s in later):
        counts = list(range(most, -1, -1))
    else:
        counts = [most]  # more mana never hurts when no later ability wants these
    for n in counts:
        used = set(cands[:n * t.count])
        if n and t.tap_source:
            used.add(t.source)
        if plan(pool, cost, order, i + 1, units + [list(t.units)] * n,
                 frozenset(allowed) - used, budget):
            return True
        if budget[0] <= 0:
            return False
    return False
