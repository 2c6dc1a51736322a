"""The parts of a total cost other than mana, as the mana is paid (CR 601.2g–h, 602.2b, 118.3):
which permanents may pay a "sacrifice" or "tap" part, and the ways to keep enough of them for
those parts while the mana is paid (``reservations``).

Mana abilities are activated before costs are paid (CR 601.2g) and the costs are then paid in
any order (CR 601.2h): the engine pays the mana first, then the other parts, so that a mana
ability whose condition another part would end is still usable ("Activate only if you control
five or more lands" before a land is sacrificed). Meanwhile the permanents a "sacrifice" part
will take are kept on the battlefield, those of any way that leaves the mana payable: the
payment's answers are those of every such way, so every payment the rules allow is offered.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations, islice
from typing import Any

from manastack.dsl.abilities import ActivatedAbility
from manastack.rules.ability_index import mana_abilities, permanents_of
from manastack.rules.characteristics import chars, compute_all
from manastack.rules.convoke import with_convoke
from manastack.rules.mana import kept_there, mana_supply
from manastack.rules.mana_costing import mana_costing_abilities, payable_with_mana_costing
from manastack.rules.mana_riders import usable_pool
from manastack.rules.selectors import chars_match, matches
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

Way = tuple[frozenset[int], frozenset[int]]
"""How permanents are kept for the other parts of a cost while its mana is paid (CR
601.2g-h): those making no mana (the source whose {T} the cost asks for, those kept for a
"tap" part), and those to be still on the battlefield once the mana is paid, kept for a
"sacrifice" part (``rules.mana.kept_there``)."""

Ways = tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
"""Each way a payment under way may keep permanents for its cost's other parts (a ``Way``,
its sets sorted): data a payment's instructions carry."""

NO_RESERVE: Ways = (((), ()),)
"""Nothing kept: a payment for nothing with other parts."""

_NO_WAYS: list[Way] = [(frozenset(), frozenset())]


def as_ways(found: Iterable[Way]) -> Ways:
    return tuple((tuple(sorted(kept)), tuple(sorted(stay))) for kept, stay in found)


def live_ways(g: GameState, ways: Ways) -> list[Way]:
    """The ways of ``ways`` whose permanents to be kept on the battlefield are all still there
    (one that a mana ability's cost sacrificed since is no way any more, CR 400.7)."""
    if ways is NO_RESERVE:
        return _NO_WAYS  # (most payments keep nothing)
    return [(frozenset(kept), frozenset(stay)) for kept, stay in ways
            if all(c in g.objects for c in stay)]


def cost_candidates(g: GameState, player: int, what: str, f: Any, source: int | None,
                    taken: tuple[int, ...] = ()) -> list[int]:
    if what == "discard":
        fh = None if f is None else f.but(zone=Zone.HAND, owner=None)
        return [c for c in g.players[player].hand if c not in taken and
                (fh is None or matches(g, c, fh, player, source))]
    if what == "exile_gy":
        fg = f.but(zone=Zone.GRAVEYARD, owner=None)
        return [c for c in g.players[player].graveyard if c not in taken and
                matches(g, c, fg, player, source)]
    return list(_permanents(g, player, what, f, source, taken))


def _permanents(g: GameState, player: int, what: str, f: Any, source: int | None,
                taken: tuple[int, ...] = (), pool: tuple[int, ...] | None = None
                ) -> Iterator[int]:
    """The permanents ``player`` controls (of ``pool`` alone, if given: some of them) that
    may pay the "sacrifice" or "tap" part (``what``) of a cost of ``source``'s, in
    battlefield order, but those ``taken``: untapped ones for "tap" (CR 118.3), matching
    ``f`` ("you" read as ``player``)."""
    fb = f.but(controller=None) if f is not None and f.controller == "you" else f
    objects = g.objects
    allc = compute_all(g)
    # (the filter is asked of ``player``'s alone)
    for oid in permanents_of(g, player) if pool is None else pool:
        if oid in taken:
            continue
        o = objects[oid]
        if o.phased_out or what == "tap" and o.tapped:
            continue  # CR 702.26b: treated as though it doesn't exist
        if fb is None or chars_match(g, allc[oid], fb, player, source, oid, player):
            yield oid


def enough_candidates(g: GameState, player: int, what: str, f: Any, source: int,
                      n: int) -> bool:
    """Whether at least ``n`` permanents ``player`` controls may pay the "sacrifice" or
    "tap" part (``what``) of a cost of ``source``'s (``len(cost_candidates(...)) >= n``),
    looking no further once the ``n``-th is found: whether such a part can be paid asks how
    many, not which (CR 118.3). One is enough when the source itself may pay it ("Sacrifice
    a Goblin" of a Goblin), looked at first."""
    if n == 1 and source in permanents_of(g, player) and \
            next(_permanents(g, player, what, f, source, (), (source,)), None) is not None:
        return True
    return sum(1 for _ in islice(_permanents(g, player, what, f, source), n)) >= n


def mana_payable_with_costs(g: GameState, player: int, source: int, cost: Any,
                            mana: Any, exclude: frozenset[int], spell: int | None = None) -> bool:
    """Whether ``mana`` can still be paid for ``spell`` (None: anything but a spell) while
    the permanents the rest of ``cost`` needs are kept for it (``reservations``), with
    only the mana that may be spent on it (CR 106.6)."""
    return next(reservations(g, player, source, cost, mana, exclude, spell), None) is not None


def source_kept_for_cost(g: GameState, source: int, cost: Any) -> frozenset[int]:
    """The source of an activated ability, when the rest of its cost keeps it from paying
    mana: a {T} or {Q} cost needs it untapped or tapped as the costs are paid after the
    mana abilities (CR 601.2g–h, 602.2b), so it can't tap for mana; a cost that sacrifices,
    exiles or returns it leaves it free to tap for mana first, unless one of its own mana
    abilities would remove it (CR 118.3: a cost is paid only with what is there)."""
    if cost is None or source not in g.objects or \
            g.objects[source].zone is not Zone.BATTLEFIELD:
        return frozenset()
    if cost.tap or cost.untap:
        return frozenset({source})
    if (cost.sacrifice_self or cost.exile_self or cost.return_self_to_hand) and \
            _removed_by_own_mana(g, source):
        return frozenset({source})
    return frozenset()


def _removed_by_own_mana(g: GameState, oid: int) -> bool:
    """Whether one of the permanent's own mana abilities sacrifices, exiles or returns it."""
    return any(isinstance(a, ActivatedAbility) and a.is_mana_ability and (
        a.cost.sacrifice_self or a.cost.exile_self or a.cost.return_self_to_hand)
        for a in chars(g, oid).abilities)


def _sacrificed_for_mana(g: GameState, player: int) -> set[int]:
    """The permanents a mana ability of a permanent ``player`` controls could sacrifice as its
    cost ("Sacrifice a Goblin: Add {R}.", CR 605.3b, 118.3): such a permanent may be gone
    before the other parts of a cost are paid."""
    out: set[int] = set()
    for oid, abilities in mana_abilities(g, player):
        for _, a in abilities:
            if a.cost.sacrifice is not None:
                out.update(cost_candidates(g, player, "sacrifice", a.cost.sacrifice, oid))
    return out


def reservations(g: GameState, player: int, source: int, cost: Any, mana: Any,
                 exclude: frozenset[int], spell: int | None = None) -> Iterator[Way]:
    """The ways to keep permanents for the other parts of ``cost`` while ``mana`` is paid for
    ``spell`` (None: anything but a spell) that leave it payable, each once (CR 601.2g-h).

    Mana abilities are activated before the costs are paid (CR 601.2g), which are then paid
    in any order (CR 601.2h, 602.2b): the engine pays the mana first, then the other parts.
    ``exclude`` (the source, ``source_kept_for_cost``) makes no mana. For "sacrifice N
    [permanents]", N of the candidates are to be still on the battlefield once the mana is
    paid (``kept_there``): no mana ability's cost may sacrifice them, nor their own remove
    them, but they may tap for mana or sacrifice others for theirs (Skirk Prospector kept for
    Airdrop Condor sacrificing another Goblin). A candidate no mana ability could remove
    stays whatever is done (``_staying``): keeping it takes nothing away, so one way keeps
    only such candidates when there are enough, else each choice of the others with them.
    For "tap N untapped [permanents]", the N kept make no mana (no card of the sets has such a
    part beside mana). The mana is payable when mana abilities with mana in their cost pay
    for one another too (CR 605.3a, ``payable_with_mana_costing``)."""
    if mana is None or mana.is_empty():
        yield exclude, _NONE  # nothing to pay with mana abilities: nothing to keep aside
        return
    supply = mana_supply(g, player, spell)
    pool = usable_pool(g, player, spell)

    def payable(kept: frozenset[int], stay: frozenset[int]) -> bool:
        """Whether ``mana`` is payable with ``kept`` making no mana and ``stay`` still there
        afterwards, mana abilities whose cost includes mana counted too, one paying for
        another (CR 605.3a, 601.2g)."""
        rest = with_convoke(g, player, kept_there(g, player, supply, stay), source).without(kept)
        return rest.can_pay(pool, mana) or not colour_short(
            g, player, mana, kept, rest) and payable_with_mana_costing(
            g, player, mana, spell, kept, pool, rest, stay)

    # Keeping a permanent aside only takes mana away: payable with none kept or never
    # (Eater of Hope's "{B}, Sacrifice another creature" with no {B}).
    if not payable(exclude, _NONE):
        return
    if cost is None or cost.sacrifice is None and cost.tap_untapped is None:
        yield exclude, _NONE  # nothing to keep but ``exclude``
        return
    for idle, stay in _keepings(g, player, source, cost, exclude):
        if not (idle or stay) or payable(exclude | idle, stay):
            yield exclude | idle, stay


_NONE: frozenset[int] = frozenset()


def _keepings(g: GameState, player: int, source: int, cost: Any,
              exclude: frozenset[int]) -> Iterator[Way]:
    """The choices of permanents to keep for the "sacrifice" and "tap" parts of ``cost``
    (those kept making no mana, those kept on the battlefield; see ``reservations``), each
    part's apart from the others'."""
    choices: list[Way] = [(_NONE, _NONE)]
    parts = () if cost is None else (("sacrifice", cost.sacrifice, cost.sacrifice_count),
                                      ("tap", cost.tap_untapped, cost.tap_count))
    for what, f, n in parts:
        if f is None:
            continue
        more: list[Way] = []
        for idle, stay in choices:
            cands = _candidates(g, player, what, f, source, exclude, tuple(idle | stay))
            free = _staying(g, player, cands, exclude) if what == "sacrifice" else set()
            # The candidates staying whatever is done count first ("any number": none kept).
            for chosen in combinations([c for c in cands if c not in free],
                                       max(n - len(free), 0)):
                more.append((idle, stay.union(chosen)) if what == "sacrifice"
                            else (idle.union(chosen), stay))
        choices = more
    yield from choices


def _staying(g: GameState, player: int, cands: list[int], exclude: frozenset[int]) -> set[int]:
    """The candidates for a "sacrifice" part that keeping takes no mana from: kept making no
    mana already (``exclude``), or still there whatever mana abilities are activated, as none
    of their own mana abilities removes them and no mana ability's cost could sacrifice them
    (``_sacrificed_for_mana``; a tapped permanent can still be sacrificed, CR 118.3)."""
    taken = _sacrificed_for_mana(g, player)
    return {c for c in cands if c in exclude or c not in taken and
            not _removed_by_own_mana(g, c)}


def colour_short(g: GameState, player: int, mana: Any, kept: frozenset[int],
                 supply: Any) -> bool:
    """A cheap necessary condition for paying ``mana`` once ``supply`` alone can't, asked
    before mana abilities with mana in their cost are tried (``payable_with_mana_costing``,
    CR 605.3a, 601.2g-h): with an empty pool, each coloured symbol of ``mana`` is paid by
    its own mana of that colour (CR 107.4b), made by a permanent of ``supply`` (one unit
    each, a choice at most the most of its alternatives) or by such an ability, none of
    ``kept``; one whose cost taps, untaps, sacrifices, exiles or returns its source ({T},
    {Q}, CR 118.3) is activated once, adding at most the most of that colour of its options.
    True when some colour has fewer such mana than symbols, which no payment overcomes; no
    answer (False) with a supply whose costs tap permanents or whose abilities are usable
    again, or with one such ability usable again that makes that colour."""
    if g.players[player].mana_pool or supply.tap_costs or supply.repeatable:
        return False
    costing = None
    for colour, n in mana.colored:
        have = 0
        for _, units in supply.sources:
            for u in units:
                if colour in u:
                    have += 1
        for _, alts in supply.choices:
            have += max(sum(1 for u in alt if colour in u) for alt in alts)
        if have >= n:
            continue
        if costing is None:
            costing = mana_costing_abilities(g, player, kept)
        for _, _, a in costing:
            assert a.mana is not None  # (an ability without mana isn't among them)
            made = max(1 if opt == "any" else opt.count(colour) for opt in a.mana)
            c = a.cost
            if made and not (c.tap or c.untap or c.sacrifice_self or c.exile_self or
                             c.return_self_to_hand):
                return False  # as much of it as its cost allows
            have += made
        if have < n:
            return True
    return False


def kept_aside(g: GameState, player: int, source: int, cost: Any, mana: Any,
               exclude: frozenset[int], spell: int | None = None) -> Ways:
    """The ways to keep permanents out of paying ``mana`` as the costs are paid, so that the
    rest of ``cost`` can be paid after it (CR 601.2g-h, 602.2b): with no "sacrifice" or
    "tap" part, ``exclude`` (the source, ``source_kept_for_cost``) alone, payable or not: a
    payment that can't do without it fails (CR 601.2h), and is not looked for beforehand
    (that would look at every mana ability, CR 605). Otherwise each of ``reservations``:
    the payment's answers are those of any of them (``payment_options.options_for``), which
    permanents pay the other parts being chosen only once the mana is paid."""
    if cost is None or cost.sacrifice is None and cost.tap_untapped is None:
        return as_ways([(exclude, _NONE)]) if exclude else NO_RESERVE
    return as_ways(reservations(g, player, source, cost, mana, exclude, spell))


def _candidates(g: GameState, player: int, what: str, f: Any, source: int,
                exclude: frozenset[int], taken: tuple[int, ...]) -> list[int]:
    """The permanents that may pay a "sacrifice" or "tap" part of a cost, those already kept
    for the rest of it first: a permanent tapped for a {T} cost can still be sacrificed, but
    can't be tapped again (CR 118.3)."""
    cands = cost_candidates(g, player, what, f, source, taken)
    if what == "tap":
        return [c for c in cands if c not in exclude]
    return sorted(cands, key=lambda c: c not in exclude)
