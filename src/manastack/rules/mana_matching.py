"""Whether units of mana can pay a mana cost (CR 107.4, 601.2h, 106.1).

A unit of mana is the set of symbols it may stand for: one colour, colourless, or several
for a mana ability that adds one mana "of any color" or "{R} or {G}". Each coloured,
colourless or hybrid symbol of a cost needs its own unit among those it accepts (CR 107.4b-e),
and any units left over pay the generic part (CR 107.4a). ``can_pay`` answers whether such an
assignment exists for a pool of mana plus mana abilities each activated once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from manastack.dsl.mana_cost import COLORS, ManaCost


def requirements(cost: ManaCost) -> tuple[list[frozenset[str]], int]:
    reqs: list[frozenset[str]] = []
    for c, n in cost.colored:
        reqs.extend([frozenset(c)] * n)
    reqs.extend([frozenset("C")] * cost.colorless)
    generic = cost.generic
    for a, b in cost.hybrid:
        opts = {x for x in (a, b) if x in COLORS}
        reqs.append(frozenset(opts))
    return reqs, generic


def _matching(units: list[frozenset[str]], reqs: list[frozenset[str]]) -> bool:
    """Kuhn's algorithm: can every requirement get its own unit that satisfies it?"""
    owner: list[int] = [-1] * len(units)

    def try_req(r: int, seen: list[bool]) -> bool:
        for u, unit in enumerate(units):
            if seen[u] or not (unit & reqs[r]):
                continue
            seen[u] = True
            if owner[u] == -1 or try_req(owner[u], seen):
                owner[u] = r
                return True
        return False

    return all(try_req(r, [False] * len(units)) for r in range(len(reqs)))


def unit_counts(sources: Iterable[Sequence[frozenset[str]]]
                ) -> tuple[dict[frozenset[str], int], int]:
    """The units of ``sources`` (each used once) counted by kind, and how many in all."""
    counts: dict[frozenset[str], int] = {}
    total = 0
    for s in sources:
        for u in s:
            counts[u] = counts.get(u, 0) + 1
        total += len(s)
    return counts, total


def can_pay(pool: dict[str, int], cost: ManaCost,
            sources: Sequence[Sequence[frozenset[str]]]) -> bool:
    """Whether ``cost`` can be paid from ``pool`` plus each source used once.

    Every symbol that asks for a colour (or {C}, or a hybrid's colours) needs its own unit of
    mana among those it accepts, and the units left pay the generic part. The units are
    counted by kind, and so are the symbols: such an assignment exists exactly when every
    set of symbol kinds is accepted by at least as many units as it has symbols (Hall's
    theorem, with multiplicities), which is checked for each set; with more kinds of symbols
    than ``_HALL_KINDS`` the units are matched one by one (``_matching``)."""
    counts, total = unit_counts(sources)
    return counts_pay(pool, cost, counts, total)


def counts_pay(pool: dict[str, int], cost: ManaCost, counts: dict[frozenset[str], int],
               total: int) -> bool:
    """``can_pay`` with the sources' units already counted (``unit_counts``: ``counts`` by
    kind, ``total`` in all; ``counts`` is left as it is): a payment weighing several plans
    counts the units once and takes away those of the permanents each plan taps."""
    kept = _SHAPE_OF.get(id(cost))  # the cost held with it: its id is its own
    if kept is not None:
        need, sets, reqs = kept[1]
    else:
        shape = _SHAPES.get(cost)
        if shape is None:
            shape = _SHAPES[cost] = _shape(cost)
        if len(_SHAPE_OF) > 4096:
            _SHAPE_OF.clear()
        _SHAPE_OF[id(cost)] = (cost, shape)
        need, sets, reqs = shape
    if pool:
        counts = dict(counts)
        for c, n in pool.items():
            if n > 0:
                u = frozenset(c)
                counts[u] = counts.get(u, 0) + n
                total += n
    if total < need:
        return False
    if sets is None:
        units = [u for u, n in counts.items() for _ in range(n)]
        return _matching(units, reqs)
    for wanted, accepted in sets:
        have = 0
        for u, n in counts.items():
            if not u.isdisjoint(accepted):
                have += n
                if have >= wanted:
                    break
        if have < wanted:
            return False
    return True


_HALL_KINDS = 5
"""Up to this many kinds of coloured, colourless and hybrid symbols in a cost, ``can_pay``
checks every set of them (at most 31); beyond, it matches unit by unit."""

_SHAPES: dict[ManaCost, tuple[int, tuple[tuple[int, frozenset[str]], ...] | None,
                              list[frozenset[str]]]] = {}
"""For each cost ``can_pay`` was asked about: how many units it needs in all, and for each
nonempty set of its symbol kinds, how many symbols the set has and the mana any of them
accepts (None: too many kinds, matched unit by unit); and its symbols (``requirements``)."""


_SHAPE_OF: dict[int, tuple[ManaCost, tuple[int, tuple[tuple[int, frozenset[str]], ...] | None,
                                           list[frozenset[str]]]]] = {}
"""``_SHAPES`` per id of a cost, held with it (so that its id stays its own): a payment asks
about the same cost objects again and again, found so without working out their hash."""


def _shape(cost: ManaCost) -> tuple[int, tuple[tuple[int, frozenset[str]], ...] | None,
                                    list[frozenset[str]]]:
    reqs, generic = requirements(cost)
    kinds: dict[frozenset[str], int] = {}
    for r in reqs:
        kinds[r] = kinds.get(r, 0) + 1
    need = len(reqs) + generic
    if len(kinds) > _HALL_KINDS:
        return need, None, reqs
    items = list(kinds.items())
    sets: list[tuple[int, frozenset[str]]] = []
    for mask in range(1, 1 << len(items)):
        wanted = 0
        accepted: frozenset[str] = frozenset()
        for i, (r, n) in enumerate(items):
            if mask >> i & 1:
                wanted += n
                accepted = accepted | r
        sets.append((wanted, accepted))
    return need, tuple(sets), reqs


class UnitCounts:
    """Units of mana counted by kind (``counts``), ``total`` in all (``unit_counts``):
    whether a cost is payable from a pool plus them (``counts_pay``)."""

    def __init__(self, counts: dict[frozenset[str], int], total: int) -> None:
        self.counts, self.total = counts, total

    def can_pay(self, pool: dict[str, int], cost: ManaCost) -> bool:
        return counts_pay(pool, cost, self.counts, self.total)


class PermanentUnits(UnitCounts):
    """The units of permanents each usable once for its own mana (``sources``: (permanent,
    units) pairs), counted once to weigh plans that each tap one of them: the units of that
    one are taken away from the counts (``without``), which then answer as ``can_pay`` of
    the units left."""

    def __init__(self, sources: Sequence[tuple[int, Sequence[frozenset[str]]]]) -> None:
        counts, total = unit_counts(u for _, u in sources)
        super().__init__(counts, total)
        self.sources = sources
        self._own: dict[int, list[frozenset[str]]] | None = None

    def without(self, oid: int) -> UnitCounts:
        """The units once ``oid`` is tapped for something else: its units are gone (each
        permanent's units found once, ``own_units``, the first time one is taken away)."""
        own = self._own
        if own is None:
            own = self._own = own_units(self.sources)
        return UnitCounts(*units_without(own, self.counts, self.total, oid))


def own_units(sources: Sequence[tuple[int, Sequence[frozenset[str]]]]
              ) -> dict[int, list[frozenset[str]]]:
    """The units of ``sources`` per permanent (all of its entries')."""
    own: dict[int, list[frozenset[str]]] = {}
    for o, units in sources:
        own.setdefault(o, []).extend(units)
    return own


def units_without(own: dict[int, list[frozenset[str]]], counts: dict[frozenset[str], int],
                  total: int, oid: int) -> tuple[dict[frozenset[str], int], int]:
    """``counts`` and ``total`` (``unit_counts`` of some sources' units, ``own``: those units
    per permanent) once the units of ``oid`` are taken away; ``counts`` itself when ``oid``
    has none (it is not copied)."""
    gone = own.get(oid)
    if gone is None:
        return counts, total
    out = dict(counts)
    for u in gone:
        out[u] -= 1
    return out, total - len(gone)
