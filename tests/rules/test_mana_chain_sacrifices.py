"""Whether a payment can be completed when a mana ability's cost may sacrifice the source of a
mana ability whose own mana cost is being paid (CR 113.7a, 605.3a, 601.2g-h, 400.7, 118.3),
checked against an exhaustive search of the rules on small boards.

The boards: lands that tap for one mana each, Skirk Prospectors ("Sacrifice a Goblin: Add
{R}", each a Goblin itself or not), other Goblins, and Crossroads Candleguides ("{2}: Add one
mana of any color", each a Goblin or not), paying a cost, with or without a Candleguide's
activation already under way. The exhaustive search follows the rules step by step: a land is
tapped, a Prospector that is there sacrifices a Goblin that is there, a Candleguide that is
there is activated (its activation then exists on its own, CR 113.7a), or the innermost
activation's {2} is paid from any two mana of the pool and its mana added; the cost is paid
once no activation is under way. The chain search (``rules.mana_chains.ChainSearch``) must
answer the same on every board.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from manastack.dsl.mana_cost import ManaCost
from manastack.rules.mana_chains import ChainSearch, Converter
from manastack.rules.mana_matching import can_pay
from manastack.rules.mana_supplies import ManaSupply

COLOURS = ("W", "U", "B", "R", "G")
RED = (frozenset("R"),)


@dataclass(frozen=True)
class Board:
    lands: tuple[str, ...]  # each land's colour
    prospectors: tuple[bool, ...]  # each Prospector: whether it is a Goblin
    goblins: int  # Goblins with no mana ability
    guides: tuple[bool, ...]  # each Candleguide: whether it is a Goblin
    cost: ManaCost
    under_way: str | None  # the colour of the first Candleguide's activation under way

    def ids(self) -> tuple[list[int], list[int], list[int], list[int]]:
        return ([1 + k for k in range(len(self.lands))],
                [10 + k for k in range(len(self.prospectors))],
                [20 + k for k in range(self.goblins)],
                [30 + k for k in range(len(self.guides))])

    def goblin_ids(self) -> list[int]:
        lands, prospectors, goblins, guides = self.ids()
        return [p for p, g in zip(prospectors, self.prospectors, strict=True) if g] + goblins \
            + [c for c, g in zip(guides, self.guides, strict=True) if g]


def _oracle(b: Board) -> bool:
    """The rules, step by step (see the module docstring)."""
    lands, prospectors, _, guides = b.ids()
    colour = dict(zip(lands, b.lands, strict=True))
    goblins = frozenset(b.goblin_ids())
    asked = tuple(dict.fromkeys((*(c for c, _ in b.cost.colored), "W")))

    @cache
    def go(present: frozenset[int], pool: tuple[str, ...],
           stack: tuple[tuple[int, str], ...]) -> bool:
        if not stack and can_pay(dict(Counter(pool)), b.cost, []):
            return True
        left = len(pool) + sum(1 for x in present if x in colour) + \
            (len(present & goblins) if present.intersection(prospectors) else 0)
        if 2 * len(stack) > left:
            return False  # each activation under way still needs two mana
        for land in lands:
            if land in present:  # tapped: it makes no more mana, as if it were gone
                if go(present - {land}, tuple(sorted((*pool, colour[land]))), stack):
                    return True
        if present.intersection(prospectors):
            for x in sorted(present & goblins):
                if go(present - {x}, tuple(sorted((*pool, "R"))), stack):
                    return True
        for guide in guides:
            if guide in present:
                for c in asked:
                    if go(present, pool, (*stack, (guide, c))):
                        return True
        if stack and len(pool) >= 2:
            for spent in set(combinations(pool, 2)):
                rest = list(pool)
                for m in spent:
                    rest.remove(m)
                if go(present, tuple(sorted((*rest, stack[-1][1]))), stack[:-1]):
                    return True
        return False

    start = frozenset((*lands, *prospectors, *b.ids()[2], *guides))
    stack = ((guides[0], b.under_way),) if b.under_way is not None else ()
    return go(start, (), stack)


def _searched(b: Board) -> bool:
    """``ChainSearch.completable`` on the board, its supply as ``rules.mana`` makes it: each
    land's unit, and for each Goblin a Prospector may sacrifice, one {R} recorded with the
    Prospectors that may sacrifice it."""
    lands, prospectors, _, guides = b.ids()
    goblins = b.goblin_ids() if prospectors else []
    sources = [(land, (frozenset(c),)) for land, c in zip(lands, b.lands, strict=True)]
    sources += [(x, RED) for x in goblins]
    supply = ManaSupply(tuple(sources), (), (), (), 20,
                        tuple((frozenset(prospectors), x, RED) for x in goblins))
    chains = ChainSearch(tuple(Converter(g, 1, 2, COLOURS, False, g in goblins)
                               for g in guides))
    stack = ((2, b.under_way, 0),) if b.under_way is not None else ()
    return chains.completable(stack, b.cost, {}, supply)


@st.composite
def _boards(draw: st.DrawFn) -> Board:
    colored = draw(st.lists(st.sampled_from(COLOURS), max_size=2))
    counts = Counter(colored)
    guides = tuple(draw(st.lists(st.booleans(), max_size=2)))
    return Board(tuple(draw(st.lists(st.sampled_from(("R", "G")), max_size=3))),
                 tuple(draw(st.lists(st.booleans(), max_size=2))),
                 draw(st.integers(0, 1)), guides,
                 ManaCost(draw(st.integers(0, 1)), tuple(sorted(counts.items()))),
                 draw(st.sampled_from(COLOURS)) if guides and draw(st.booleans()) else None)


def _board(lands: str, prospectors: str, goblins: int, guides: str, cost: str,
           under_way: str | None = None) -> Board:
    return Board(tuple(lands), tuple(p == "g" for p in prospectors), goblins,
                 tuple(g == "g" for g in guides), ManaCost.parse(cost), under_way)


@settings(max_examples=400, deadline=None)
@given(_boards())
# A Goblin Candleguide, sacrificed while its own {2} is paid, makes a Consider's {U}
@example(_board("R", "n", 0, "g", "{U}"))
# ... and the Prospector sacrificing it then sacrifices itself for the rest of that {2}
@example(_board("", "g", 0, "g", "{U}"))
# ... but not for what was owed before: the Candleguide's first activation's {2}
@example(_board("R", "g", 0, "g", "{U}{B}"))
# {U}{B} from one Goblin Candleguide: sacrificed during its second activation only
@example(_board("RRR", "n", 0, "g", "{U}{B}"))
@example(_board("RR", "n", 0, "g", "{U}{B}"))
# two Goblin Candleguides, each sacrificed during its own activation
@example(_board("RR", "n", 0, "gg", "{U}{B}"))
@example(_board("R", "nn", 0, "gg", "{U}{B}"))
# the activation under way is the Candleguide's own
@example(_board("R", "n", 0, "g", "", "U"))
@example(_board("", "g", 0, "g", "", "U"))
@example(_board("", "g", 1, "gg", "{B}", "U"))
def test_the_chain_search_answers_as_the_rules(b: Board) -> None:
    """CR 113.7a, 605.3a, 601.2g-h, 400.7, 118.3: the chain search finds a payment exactly
    when the rules allow one."""
    assert _searched(b) == _oracle(b)
