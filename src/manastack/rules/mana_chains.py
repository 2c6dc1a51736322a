"""Chains of mana abilities whose cost includes mana (CR 605.3a, 602.2b, 601.2g–h).

While a cost is paid, its payer may activate mana abilities, in any order; the mana of such an
ability's own cost ("{1}, {T}: Add {G}{W}.", a *converter* here) may be paid by activating
other mana abilities as it is activated, converters among them: a Forest pays one Sungrass
Prairie's {1}, whose {G} pays another Prairie's {1}. ``ChainSearch.completable`` answers
whether a payment under way can still be completed this way.

The search follows the way the game pays (``rules.costs``): the mana of a converter's cost is
paid from the pool as soon as the pool holds enough (its payer choosing which mana), otherwise
mana abilities are activated for it one at a time, each converter's cost paid before its mana
is added; once no converter's cost is being paid, the pool is spent on what is left of the
cost being paid (``apply_pool``), unless it is kept for the cost of a converter activated
next (``rules.pool_spending.pool_spent_first``). The abilities whose cost has no mana (lands, mana creatures:
the *supply*, ``ManaSupply``) may be activated at any moment, so the search doesn't place
them: the mana they pay for converters is owed (a generic amount), and at the end the supply
must pay both what is left of the cost and what is owed, the owed part with mana that may be
spent on anything (CR 106.6). Every plan it finds can be carried out; it gives up after
``BUDGET`` steps, answering no, so it never claims a payment possible when it isn't.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import product

from manastack.dsl.mana_cost import COLORS, ManaCost
from manastack.rules.mana import ManaSupply, merged
from manastack.rules.mana_riders import apply_pool

BUDGET = 3000
"""How many states one search visits at most before answering no."""

REPEATS = 3
"""How many times the search activates one converter usable again and again ({2}: Add one
mana of any color) toward another converter's cost, or for mana of a colour nothing asks
for; toward a colour the rest of the cost asks for, it is activated as often as that colour
is asked for (each activation of Crossroads Candleguide fixes one symbol: {1}{G}{G}{G}{G}
with nine Plains takes four)."""

Pool = tuple[tuple[str, int], ...]
"""Mana in a pool, by symbol (sorted, no zero counts)."""

Obligation = tuple[int, str, int]
"""A converter whose cost is being paid: (generic mana of its cost, the mana it adds once
paid, its number among the search's converters)."""

Late = tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, int], ...]]
"""What the search has sacrificed of the converters' sources (``ChainSearch._sacrificing``):
what was owed before each such sacrifice (each a part of what is owed, ``PHASES``), the
sources sacrificed, and for each permanent that sacrificed one, the first part of what is owed
that it may pay by leaving the battlefield itself."""

NOT_LATE: Late = ((), (), ())


@dataclass(frozen=True)
class Converter:
    """A mana ability whose cost includes generic mana only (CR 605.3a): ``cost`` generic
    mana; ``outputs``: what one activation may add, one string per choice; ``once``: its cost
    taps, sacrifices or exiles its source, so it is activated at most once;
    ``in_supply``: its source also makes mana for the supply, or a supply's cost could tap
    it, so activating the converter takes that away."""

    source: int
    index: int
    cost: int
    outputs: tuple[str, ...]
    once: bool
    in_supply: bool


def pool_of(mana: dict[str, int]) -> Pool:
    return tuple(sorted((k, n) for k, n in mana.items() if n > 0))


def _add(pool: Pool, mana: str) -> Pool:
    out = dict(pool)
    for ch in mana:
        out[ch] = out.get(ch, 0) + 1
    return pool_of(out)


def spendings(pool: Pool, n: int) -> Iterator[tuple[Pool, Pool]]:
    """The ways to spend ``n`` mana of ``pool`` on a generic cost: (what is spent, what is
    left), each distinct choice once."""
    if n == 0:
        yield (), pool
        return
    if not pool:
        return
    (sym, k), rest = pool[0], pool[1:]
    for take in range(min(k, n), -1, -1):
        for spent, left in spendings(rest, n - take):
            yield (((sym, take),) if take else ()) + spent, \
                (((sym, k - take),) if k - take else ()) + left


def gains(c: Converter) -> bool:
    """Whether ``c`` adds more mana than its cost takes: only such a converter helps pay
    another's generic cost (one that adds as much or less could be left out, the mana of its
    own cost paying instead)."""
    return min(len(m) for m in c.outputs) > c.cost


def _need(remaining: ManaCost) -> frozenset[str]:
    """The colours ``remaining`` asks for by name."""
    need = {c for c, _ in remaining.colored}
    for a, b in remaining.hybrid:
        need.update(x for x in (a, b) if x in COLORS)
    return frozenset(need)


class ChainSearch:
    """Whether a payment can be completed with ``converters`` beside what the mana abilities
    without mana in their cost could add (``completable``)."""

    def __init__(self, converters: tuple[Converter, ...]) -> None:
        self.converters = converters
        # Converters adding the same mana for the same cost are interchangeable: the search
        # activates the first one of a group not yet activated.
        groups: dict[tuple[object, ...], int] = {}
        self.group = [groups.setdefault(
            (c.cost, c.outputs, c.once, c.source if c.in_supply else None), len(groups))
            for c in converters]
        self.supply = ManaSupply((), (), (), (), 0)
        self.free: ManaSupply | None = None
        self.only: dict[str, int] = {}
        self.budget, self.most = 0, 0
        self.seen: set[object] = set()
        self.victims: dict[int, tuple[frozenset[int], tuple[frozenset[str], ...]]] = {}
        self.sources = frozenset(c.source for c in converters)

    def number(self, source: int, index: int) -> int:
        """The number of the converter of ``source`` and ``index`` among this search's (-1:
        none)."""
        for i, c in enumerate(self.converters):
            if (c.source, c.index) == (source, index):
                return i
        return -1

    def tapped_with(self, source: int) -> tuple[int, ...]:
        """The numbers of the converters of ``source`` activated at most once (their cost
        taps, sacrifices or exiles it): none of them can be activated once ``source`` is
        tapped for another mana ability (CR 118.3: the {T} of its cost needs it untapped)."""
        return tuple(i for i, c in enumerate(self.converters) if c.source == source and c.once)

    def completable(self, stack: tuple[Obligation, ...], remaining: ManaCost,
                    pool: dict[str, int], supply: ManaSupply, free: ManaSupply | None = None,
                    done: tuple[int, ...] = (), spend: bool | None = None,
                    only: dict[str, int] | None = None) -> bool:
        """Whether the payment can be completed: the converters of ``stack`` (innermost first)
        are having their costs paid, then ``remaining`` is to be paid; ``pool``: the mana in
        the pool that may be spent on anything (what a converter's cost is paid with);
        ``supply``: what the mana abilities without mana in their cost could add toward
        ``remaining``; ``free``: the same counting only mana that may be spent on anything
        (None: ``supply`` itself), what pays converters; ``done``: converters activated
        already besides those of ``stack``. With no converter's cost being paid, the pool is
        spent on ``remaining`` at once, or kept for the cost of a converter activated first
        (CR 601.2g–h: the {G} in the pool pays Sungrass Prairie's {1}); ``spend``: only the
        first way (True), only the second (False), either (None). ``only``: mana in the pool
        that may be spent on ``remaining`` but on no converter's cost (CR 106.6: "Spend this
        mana only to cast ..."), spent on what is left of it at the end."""
        self.supply, self.free = supply, free
        self.only = only or {}
        self.most = (free or supply).most({})
        self.budget = BUDGET
        self.seen = set()
        self.victims = {c: (srcs, u) for srcs, c, u in (free or supply).sacrifices
                        if c in self.sources}
        p = pool_of(pool)
        used = tuple(sorted(i for i in (*done, *(i for _, _, i in stack)) if i >= 0))
        if stack:
            return self._search(stack, remaining, p, 0, used)
        if spend is not False:
            spent, rest = self._spend_on(p, remaining)
            if self._search((), rest, spent, 0, used):
                return True
            if spend or not p:
                return False
        return self._search((), remaining, p, 0, used)

    @staticmethod
    def _spend_on(pool: Pool, remaining: ManaCost) -> tuple[Pool, ManaCost]:
        left, rest = apply_pool(dict(pool), remaining)
        return pool_of(left), rest

    def _search(self, stack: tuple[Obligation, ...], remaining: ManaCost, pool: Pool,
                owed: int, used: tuple[int, ...], late: Late = NOT_LATE) -> bool:
        key = (stack, remaining, pool, owed, used, late)
        if key in self.seen or self.budget <= 0 or owed + sum(late[0]) > self.most:
            return False
        self.seen.add(key)
        self.budget -= 1
        dead = late[1]
        if not stack:
            if self._final(remaining, owed, used, late):
                return True
            return any(self._search(((self.converters[i].cost, m, i),), remaining, pool,
                                    owed, tuple(sorted((*used, i))), late)
                       for i, m in self._next(remaining, used, dead)) or \
                self._sacrificing(stack, remaining, pool, owed, used, late)
        cost, mana, _ = stack[0]
        rest = stack[1:]
        have = sum(k for _, k in pool)
        if have >= cost:
            # paid from the pool at once (CR 601.2h), its payer choosing which mana
            for _, left in spendings(pool, cost):
                after, still = _add(left, mana), remaining
                if not rest:
                    after, still = self._spend_on(after, remaining)
                if self._search(rest, still, after, owed, used, late):
                    return True
            return False
        # the pool's mana and mana abilities of the supply activated now pay it
        after, still = _add((), mana), remaining
        if not rest:
            after, still = self._spend_on(after, remaining)
        if self._search(rest, still, after, owed + cost - have, used, late):
            return True
        # or another converter is activated first, its mana paying toward this one's
        return any(self._search(((self.converters[i].cost, m, i), *stack), remaining, pool,
                                owed, tuple(sorted((*used, i))), late)
                   for i, m in self._next(remaining, used, dead, True)) or \
            self._sacrificing(stack, remaining, pool, owed, used, late)

    def _sacrificing(self, stack: tuple[Obligation, ...], remaining: ManaCost, pool: Pool,
                     owed: int, used: tuple[int, ...], late: Late) -> bool:
        """Whether the payment completes once the source of a converter activated is
        sacrificed now for a mana ability of the supply ("Sacrifice a Goblin: Add {R}.",
        Crossroads Candleguide made a Goblin), its mana added to the pool: toward the cost of
        the converter innermost in ``stack`` (its own, the activation going on without its
        source, CR 113.7a, 608.2h), or, nothing being paid, toward ``remaining``. None of its
        converters is activated again (CR 400.7), nor may one whose cost taps or sacrifices it
        be under way (that part would be left unpaid, CR 601.2h); the permanent that sacrifices
        it is there now, so what it makes by leaving the battlefield itself pays only what is
        owed from now on (``owing``: a new part of what is owed begins, ``PHASES``)."""
        if not self.victims:
            return False
        earlier, dead, marks = late
        if len(dead) + 1 >= len(PHASES):
            return False
        converters = self.converters
        tapping = {converters[i].source for _, _, i in stack if i >= 0 and converters[i].once}
        phase = len(dead) + 1
        for c in sorted({converters[i].source for i in used}):
            found = self.victims.get(c)
            if found is None or c in dead or c in tapping:
                continue
            srcs, units = found
            for by in sorted(srcs.difference(dead)):
                marked = dict(marks)
                if by != c:
                    marked[by] = max(marked.get(by, 0), phase)
                after = ((*earlier, owed), tuple(sorted((*dead, c))),
                         tuple(sorted(marked.items())))
                for made in _unit_choices(units):
                    more, still = _add(pool, made), remaining
                    if not stack:
                        more, still = self._spend_on(more, remaining)
                    if self._search(stack, still, more, 0, used, after):
                        return True
        return False

    def _next(self, remaining: ManaCost, used: tuple[int, ...], dead: tuple[int, ...] = (),
              nested: bool = False) -> Iterator[tuple[int, str]]:
        """The converters the search may activate next, each with the choices of mana worth
        trying: those adding a colour ``remaining`` asks for, else the first (mana of a colour
        nothing asks for only pays generic mana, as any other would). ``nested``: toward
        another converter's generic cost, which only one adding more mana than it costs
        helps pay (``gains``). A converter usable again and again is activated again for a
        colour ``remaining`` asks for (each time its mana pays one of those symbols, CR
        605.3a puts no limit on how often), otherwise ``REPEATS`` times at most. None whose
        source was sacrificed (``dead``) is."""
        need = _need(remaining)
        tried: set[int] = set()
        for i, c in enumerate(self.converters):
            g = self.group[i]
            if g in tried or c.source in dead:
                continue
            times = used.count(i)
            if c.once and times or nested and not gains(c):
                continue
            useful = [m for m in c.outputs if need & set(m)]
            if times >= REPEATS and (nested or not useful):
                continue
            tried.add(g)
            for m in useful or c.outputs[:1]:
                yield i, m

    def _final(self, remaining: ManaCost, owed: int, used: tuple[int, ...],
               late: Late = NOT_LATE) -> bool:
        """Whether the supply, less the sources of the converters activated that their costs
        tap or that were sacrificed (``late``), pays what is left of the cost (once the
        pool's mana for it alone, ``only``, is spent on it) and, with mana that may be spent on
        anything, what is owed (``owing``): one plan for both, the mana of ``free`` paying
        what is owed, any of ``supply`` the rest."""
        if self.only:
            _, remaining = apply_pool(self.only, remaining)
        earlier, dead, marks = late
        gone = {self.converters[i].source for i in used
                if self.converters[i].once and self.converters[i].in_supply}
        supply, free = self.supply, self.free
        for oid in gone:
            supply = supply.drop(oid).untappable({oid})
            free = free.drop(oid).untappable({oid}) if free is not None else None
        if dead:
            supply = supply.without(dead)
            free = free.without(dead) if free is not None else None
        if not owed and not any(earlier):
            return supply.can_pay({}, remaining)
        # Mana owed is made while a converter's cost is paid: the sacrifice of a converter's
        # source is then one of the search's steps (``_sacrificing``), never the supply's.
        busy = {self.converters[i].source for i in used}
        phases = (*earlier, owed)
        cost = remaining.plus(ManaCost(colored=tuple(
            (PHASES[k], n) for k, n in enumerate(phases) if n)))
        return owing(supply.unsacrificed(busy),
                     None if free is None else free.unsacrificed(busy),
                     dict(marks), len(phases)).can_pay({}, cost)


OWED = "*"
"""The mark of mana that may pay what is owed (``owing``): a symbol of no mana."""

PHASES = OWED + "+#%&@$!?~^="
"""The marks of the parts of what is owed, one per sacrifice of a converter's source
(``ChainSearch._sacrificing``) and one before them: what pays a part is made when that part
is owed or later. The search sacrifices at most one fewer sources than there are marks, more
than any board has converters."""


def _unit_choices(units: tuple[frozenset[str], ...]) -> list[str]:
    """The ways to pick one symbol of each of ``units`` (mana added), each once."""
    return sorted({"".join(sorted(p)) for p in product(*(sorted(u) for u in units))})


def owing(supply: ManaSupply, free: ManaSupply | None, marks: dict[int, int],
          phases: int) -> ManaSupply:
    """``supply`` with the mana that may pay what converters' costs owe marked with each of
    the first ``phases`` symbols of ``PHASES`` it may pay, more symbols it may stand for: what
    ``free`` makes too (mana that may be spent on anything, CR 106.6: not a convoking
    creature's nor "Spend this mana only to cast ..."); the mana a permanent of ``marks``
    makes by leaving the battlefield (its sacrifice) only from the part given there on: it
    sacrificed a converter's source as that part began. A cost with those symbols for what
    is owed is then paid by one plan for both (``ManaSupply.can_pay``)."""
    ref = free if free is not None else supply
    every = frozenset(PHASES[:phases])
    credit = {c: u for _, c, u in supply.sacrifices}
    alone = dict(supply.alone)
    late = {(c, credit[c] if c not in alone else merged(alone[c], credit[c])):
            frozenset(PHASES[k:phases]) for c, k in marks.items() if c in credit}
    free_units = list(ref.sources)
    theirs: dict[int, set[tuple[frozenset[str], ...]]] = {}
    for oid, alts in ref.choices:
        theirs.setdefault(oid, set()).update(alts)
    for oid, u in free_units:
        theirs.setdefault(oid, set()).add(u)
    sources = []
    for s in supply.sources:
        if s in free_units:
            free_units.remove(s)
            s = (s[0], _marked(s[1], late.pop(s, every)))
        sources.append(s)
    choices = tuple((oid, tuple(_marked(a, every) if a in theirs.get(oid, ()) else a
                                for a in alts))
                    for oid, alts in supply.choices)
    taps = {(t.source, t.index) for t in ref.tap_costs}
    again = {(o, i) for o, i, _, _ in ref.repeatable}
    return ManaSupply(
        tuple(sources),
        tuple(replace(t, units=_marked(t.units, every)) if (t.source, t.index) in taps else t
              for t in supply.tap_costs), choices,
        tuple((o, i, _marked(u, every), n) if (o, i) in again else (o, i, u, n)
              for o, i, u, n in supply.repeatable),
        supply.life)


def _marked(units: tuple[frozenset[str], ...], mark: frozenset[str]) -> tuple[frozenset[str], ...]:
    return tuple(u | mark for u in units)
