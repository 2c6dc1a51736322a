"""Whether units of mana can pay a mana cost (CR 107.4, 601.2h), checked against an exhaustive
search on small random pools and costs: each coloured, colourless or hybrid symbol needs its own
unit among those it accepts (CR 107.4b-e), and the units left over pay the generic part
(CR 107.4a). Costs with many kinds of symbols (hybrid ones) take the unit-by-unit matching."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from manastack.dsl.mana_cost import ManaCost
from manastack.rules.mana_matching import can_pay, requirements

KINDS = ["W", "U", "B", "R", "G", "C"]
UNITS = st.frozensets(st.sampled_from(KINDS), min_size=1, max_size=3)
PAIRS = [("W", "U"), ("U", "B"), ("B", "R"), ("R", "G"), ("G", "W"), ("W", "B"), ("U", "R")]


def _exhaustive(units: list[frozenset[str]], cost: ManaCost) -> bool:
    """Every assignment of distinct units to the symbols, tried one symbol after another; the
    set of units already used is remembered so that each (symbol, used units) is tried once,
    which keeps the search to at most 2**len(units) states per symbol."""
    reqs, generic = requirements(cost)
    if len(units) < len(reqs) + generic:
        return False
    failed: set[tuple[int, int]] = set()

    def assign(k: int, used: int) -> bool:
        if k == len(reqs):
            return True
        if (k, used) in failed:
            return False
        for i, unit in enumerate(units):
            if not used >> i & 1 and unit & reqs[k] and assign(k + 1, used | 1 << i):
                return True
        failed.add((k, used))
        return False

    return assign(0, 0)


@st.composite
def costs(draw: st.DrawFn) -> ManaCost:
    colored = draw(st.dictionaries(st.sampled_from(KINDS[:5]), st.integers(1, 2), max_size=3))
    hybrid = draw(st.lists(st.sampled_from(PAIRS), max_size=4))
    return ManaCost(generic=draw(st.integers(0, 2)), colored=tuple(sorted(colored.items())),
                    colorless=draw(st.integers(0, 1)), hybrid=tuple(hybrid))


@settings(max_examples=300, deadline=None)
@given(costs(), st.dictionaries(st.sampled_from(KINDS), st.integers(0, 2), max_size=3),
       st.lists(st.lists(UNITS, min_size=1, max_size=2), max_size=4))
def test_can_pay_agrees_with_trying_every_assignment(cost: ManaCost, pool: dict[str, int],
                                                      sources: list[list[frozenset[str]]]
                                                      ) -> None:
    units = [frozenset(c) for c, n in pool.items() for _ in range(n)]
    units += [u for s in sources for u in s]
    assert can_pay(pool, cost, sources) == _exhaustive(units, cost)


def test_six_kinds_of_hybrid_symbols_are_matched_unit_by_unit() -> None:
    """Six kinds of symbols (more than the kinds checked set by set): {W/U}{U/B}{B/R}{R/G}{G/W}
    and {C} take the one-by-one matching: each symbol needs a unit of its own (CR 107.4e)."""
    cost = ManaCost(colorless=1, hybrid=(("W", "U"), ("U", "B"), ("B", "R"), ("R", "G"),
                                         ("G", "W")))
    assert can_pay({"U": 1, "B": 1, "R": 1, "G": 1, "W": 1, "C": 1}, cost, [])
    assert not can_pay({"U": 2, "R": 2, "B": 1, "C": 1}, cost, [])  # nothing for {G/W}
    assert not can_pay({"U": 5, "C": 1}, cost, [])
    assert can_pay({"U": 2, "R": 2, "W": 1}, cost, [[frozenset("C")]])
    assert not can_pay({"U": 2, "R": 2, "W": 1}, cost, [[frozenset("G")]])  # no {C}


def test_each_unit_of_the_pool_pays_one_symbol() -> None:
    """CR 107.4b, 601.2h: a pool of {W}{U} can't pay {W}{W} (its {U} is not white), though it
    has two mana; {W}{W}{U} pays {W}{W} or {W}{U} but not {W}{W}{W}."""
    ww = ManaCost(colored=(("W", 2),))
    assert not can_pay({"W": 1, "U": 1}, ww, [])
    assert can_pay({"W": 2, "U": 1}, ww, [])
    assert can_pay({"W": 2, "U": 1}, ManaCost(colored=(("U", 1), ("W", 1))), [])
    assert not can_pay({"W": 2, "U": 1}, ManaCost(colored=(("W", 3),)), [])
    assert not can_pay({"W": 1}, ww, [[frozenset("U")]])
