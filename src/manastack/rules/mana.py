"""Mana: the mana pool, mana abilities and paying mana costs (CR 106, 107.4, 605, 601.2g–h).

Mana in a pool is a count per symbol: "W", "U", "B", "R", "G" and "C" (colourless).
Paying a cost applies pool mana automatically (coloured symbols first, then generic) and
asks the player to activate mana abilities one at a time, offering only those that still let
the rest of the cost be paid, so a cast never ends in a dead end.

What a player's mana abilities could still add is a ``ManaSupply``: the abilities usable once
(a {T} or sacrifice cost), and those whose cost taps other untapped permanents ("Tap two
untapped Elves you control: Add one mana of any color.", ``TapCostSource``), which may be
activated again as long as there are permanents left to tap.

Spending mana as though it were mana of any color (CR 609.4b) is
``rules.any_color_spending``'s.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import dataclass, replace
from itertools import combinations_with_replacement, product
from math import prod
from typing import Any

from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import COLORS, ManaCost
from manastack.rules.ability_index import mana_abilities
from manastack.rules.mana_colors import land_mana_replaced, needs_resolving, resolved
from manastack.rules.mana_matching import can_pay, requirements
from manastack.rules.mana_plans import (  # noqa: F401 - TapCostSource re-exported
    TapCostSource,
    counts_by_total,
    exact_payable,
    plan,
    tap_costs_without,
)
from manastack.rules.mana_readiness import (  # noqa: F401 - re-exported
    can_pay_nonmana,
    is_summoning_sick,
    mana_ability_ready,
    ready_plan,
    sacrificeable_for_cost,
    untapped_for_cost,
)
from manastack.rules.mana_riders import apply_pool, spend_allowed, usable_pool  # noqa: F401 - apply_pool re-exported
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

ANY = frozenset(COLORS)


def option_units(option: str) -> list[frozenset[str]]:
    """The mana units one activation adds: "G" → [{G}], "CC" → [{C},{C}], "any" → [WUBRG]."""
    if option == "any":
        return [ANY]
    return [frozenset(ch) for ch in option]


def _ready_mana_abilities(g: GameState, player: int, spell: int | None = None,
                          restricted: list[int] | None = None,
                          ) -> list[tuple[int, int, ActivatedAbility]]:
    """The mana abilities ``player`` could activate now whose mana may be spent on ``spell``
    (None: anything but a spell; "Spend this mana only to ...", CR 106.6). The permanents
    with a ready ability whose mana is so restricted are added to ``restricted``."""
    out = []
    for r in ready_mana_abilities(g, player):
        oid, _, a = r
        if a.spend_only is None:
            out.append(r)
            continue
        if restricted is not None:
            restricted.append(oid)
        if spell is not None and _spend_allowed(g, player, a.spend_only, oid, spell):
            out.append(r)
    return out


def ready_mana_abilities(g: GameState, player: int) -> list[tuple[int, int, ActivatedAbility]]:
    """The mana abilities of ``player``'s permanents they could activate now with no mana in
    their cost (``mana_ability_ready``, CR 605.3a), written out with the colours the game
    decides (CR 106.7, 903.4), whatever their mana may be spent on; kept with the pending
    decision (``_decision_memo``), as listing priority actions and the supply ask alike."""
    memo = _decision_memo(g)
    out: list[tuple[int, int, ActivatedAbility]] | None = \
        memo.get(("ready", player)) if memo is not None else None
    if out is not None:
        return out
    out = []
    replaced = land_mana_replaced(g) is not None
    objects = g.objects
    for oid, abilities, quick, sick_check in ready_plan(g, mana_abilities(g, player), replaced):
        o = objects[oid]
        if o.phased_out:
            continue
        if quick is not None:
            # Each of its mana abilities costs {T} alone (``tap_only``): all are ready on the
            # battlefield unless it is tapped or a creature with summoning sickness (CR 302.6).
            if not o.tapped and o.zone is Zone.BATTLEFIELD and \
                    not (sick_check and is_summoning_sick(g, oid)):
                out.extend(quick)
            continue
        for i, a in abilities:
            if a.cost.tap and o.tapped:
                continue  # not ready whatever it would add (CR 302.6): nothing to work out
            if needs_resolving(g, a, replaced):
                a = resolved(g, oid, a, player)  # CR 106.7, 903.4
            if mana_ability_ready(g, oid, a, player):
                out.append((oid, i, a))
    if memo is not None:
        memo[("ready", player)] = out
    return out


def _spend_allowed(g: GameState, player: int, only: Any, source: int, spell: int) -> bool:
    return spend_allowed(g, player, only, source, spell)


def source_units(a: ActivatedAbility) -> list[frozenset[str]]:
    """What one activation of a mana ability may add, as alternatives merged per unit."""
    assert a.mana is not None
    if len(a.mana) == 1:
        return option_units(a.mana[0])
    # "Add {R} or {G}": one unit that may be any of the options (all single-symbol here)
    merged: set[str] = set()
    for opt in a.mana:
        for u in option_units(opt):
            merged |= u
    return [frozenset(merged)]


def mana_choices(a: ActivatedAbility) -> list[str]:
    """What one activation of mana ability ``a`` may add, one string per choice: "any" is one
    mana of any of the five colors (CR 106.1, 106.4)."""
    opts: list[str] = []
    for opt in a.mana or ():
        opts.extend(["W", "U", "B", "R", "G"] if opt == "any" else [opt])
    return list(dict.fromkeys(opts))


def player_can_pay(g: GameState, player: int, cost: ManaCost,
                   exclude: frozenset[int] = frozenset(), spell: int | None = None) -> bool:
    """Whether ``player`` can pay ``cost`` for ``spell`` (None: anything but a spell) from
    their pool and mana abilities, the permanents of ``exclude`` being sacrificed or tapped for
    something else (mana that may not be spent on it left aside, CR 106.6)."""
    return mana_supply(g, player, spell).without(exclude).can_pay(
        usable_pool(g, player, spell), cost)


# -- what mana abilities could add (CR 605, 106.4, 601.2g) ------------------------------------
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
        return ManaSupply(tuple(s for s in self.sources if s[0] not in gone),
                          tap_costs_without(self.tap_costs, gone),
                          tuple(c for c in self.choices if c[0] not in gone),
                          tuple(r for r in self.repeatable if r[0] not in gone), self.life,
                          self.sacrifices, tuple(a for a in self.alone if a[0] not in gone)
                          )._unsacrificed(lost, sacrifices)

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
            picks = self._grouped_picks(ways)
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
        # A colour no symbol of the cost asks for pays only generic mana: alternatives that
        # differ only in such colours are one (exact, and fewer ways to try).
        asked: frozenset[str] = frozenset().union(*reqs)
        ways = [tuple(dict.fromkeys(tuple(u & asked for u in alt) for alt in alts))
                for _, alts in self.choices]
        return extra, ways

    def _grouped_picks(self, ways: list[tuple[tuple[frozenset[str], ...], ...]],
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

    def _exact(self, pool: dict[str, int], cost: ManaCost) -> bool:
        """``exact_payable``: every plan looked at."""
        return exact_payable(self.sources, self.tap_costs, pool, cost)


def mana_supply(g: GameState, player: int, spell: int | None = None) -> ManaSupply:
    """Everything ``player``'s mana abilities could add now toward paying for ``spell`` (None:
    anything but a spell; mana that may not be spent on it is left out, CR 106.6): the
    abilities of ``sources_and_supply``, and those whose cost taps untapped permanents they control
    (CR 605.1a: no target, could add mana, not a loyalty ability).

    While a decision is pending nothing changes, so the answer is kept for that decision and
    state (listing legal actions asks it for every card), per player, spell and the cast
    method the spell is being priced for; while none of the player's ready mana abilities
    makes restricted mana, the supply is the same for every spell and is computed once."""
    memo = _decision_memo(g)
    if memo is None:
        return _mana_supply(g, player, spell)
    s = memo.get(player)
    if s is None:
        restricted: list[int] = []
        s = memo[player] = _mana_supply(g, player, None, restricted)
        memo[(player, "restricted")] = bool(restricted)
    if spell is None or not memo[(player, "restricted")]:
        return s  # no mana ability's mana is restricted: the same for every spell
    from manastack.rules.cast_methods import spell_method
    key = (player, spell, spell_method(g, spell))
    s = memo.get(key)
    if s is None:
        s = memo[key] = _mana_supply(g, player, spell)
    return s  # type: ignore[no-any-return]


def _decision_memo(g: GameState) -> dict[Any, Any] | None:
    """What is kept for the pending decision and state; while no decision is pending, what is
    kept for one step of an automatic payment (``hold_step``), or nothing."""
    d = g.pending
    if d is None:
        held = _HELD
        if held is not None and held[0] is g and held[1] == g.version and held[2] == g.tick:
            return held[3]
        return None
    memo: tuple[Any, int, int, dict[Any, Any]] | None = g._supply_memo
    if memo is None or memo[0] is not d or memo[1] != g.version or memo[2] != g.tick:
        memo = (d, g.version, g.tick, {})
        g._supply_memo = memo
    return memo[3]


_HELD: tuple[GameState, int, int, dict[Any, Any]] | None = None
"""The memo of ``hold_step``: the state it is for, its version and tick, what is kept."""


def hold_step(g: GameState) -> None:
    """Keep what the mana abilities could add, as for a pending decision, until
    ``release_step``: one step of an automatic payment reads it twice (the answers of the
    payment, then the plan choosing among them) and changes nothing in between."""
    global _HELD
    _HELD = (g, g.version, g.tick, {})


def release_step() -> None:
    global _HELD
    _HELD = None


def most_for_any_spell(g: GameState, player: int) -> int | None:
    """While a decision is pending: ``ManaSupply.most`` of ``player``'s pool and supply when
    these are the same for every spell (no ready mana ability makes restricted mana), or None."""
    s = mana_supply(g, player) if g.pending is not None else None
    memo = _decision_memo(g) if s is not None else None
    if s is None or memo is None or memo[(player, "restricted")]:
        return None
    if (player, "most") not in memo:
        memo[(player, "most")] = s.most(g.players[player].mana_pool)
    return int(memo[(player, "most")])


def most_for_abilities(g: GameState, player: int) -> int | None:
    """While a decision is pending: ``ManaSupply.most`` of ``player``'s pool and of the supply
    toward anything but a spell (``mana_supply(g, player, None)``), an upper bound of the mana
    they could pay for an activated ability's cost; None while no decision is pending."""
    if g.pending is None:
        return None
    memo = _decision_memo(g)
    if memo is None:
        return None
    most = memo.get((player, "most_abilities"))
    if most is None:
        most = memo[(player, "most_abilities")] = mana_supply(g, player).most(
            g.players[player].mana_pool)
    return int(most)


def sources_and_supply(g: GameState, player: int, spell: int | None,
                       ) -> tuple[list[tuple[int, int, ActivatedAbility]], ManaSupply]:
    """The mana abilities ``player`` could activate now with no mana in their cost toward
    paying for ``spell`` (None: anything but a spell): a {T} cost, a sacrifice, life (CR 605);
    and ``mana_supply`` (with those whose cost taps other permanents), from one look at the
    mana abilities. Asked while paying, when no decision is pending, nothing is kept, but in
    a step of an automatic payment (``hold_step``); while no ready mana ability makes
    restricted mana, the answer is the same for every spell."""
    memo = _decision_memo(g)
    if memo is not None:
        supply = mana_supply(g, player, None)
        if not memo[(player, "restricted")]:
            return [r for r in ready_mana_abilities(g, player)
                    if r[2].cost.tap_untapped is None], supply
    ready = _ready_mana_abilities(g, player, spell)
    return [r for r in ready if r[2].cost.tap_untapped is None], _supply_of(g, player, ready)


def _mana_supply(g: GameState, player: int, spell: int | None,
                 restricted: list[int] | None = None) -> ManaSupply:
    return _supply_of(g, player, _ready_mana_abilities(g, player, spell, restricted))


def _supply_of(g: GameState, player: int,
               ready: list[tuple[int, int, ActivatedAbility]]) -> ManaSupply:
    """The supply of the ready mana abilities ``ready``. Unless one of them taps other
    permanents for its cost, it depends on nothing else but the player's life, so it is kept
    per list of abilities, known by the ids of its entries (``_entry``; held with the supply,
    so that their ids stay their own): every decision asks it, and most ask it of the same
    abilities as before."""
    key = tuple(map(id, ready))
    life = g.players[player].life
    kept = _SUPPLIES.get(key)
    if kept is not None:
        s = kept[1]
        if s.life != life:
            s = ManaSupply(s.sources, s.tap_costs, s.choices, s.repeatable, life)
            _SUPPLIES[key] = (kept[0], s)
        return s
    s = _new_supply(g, player, ready)
    if not s.tap_costs and not any(by_sacrifice(a) for _, _, a in ready):
        if len(_SUPPLIES) > 128:
            _SUPPLIES.clear()
        _SUPPLIES[key] = (tuple(ready), s)
    return s


_SUPPLIES: dict[tuple[int, ...],
                tuple[tuple[tuple[int, int, ActivatedAbility], ...], ManaSupply]] = {}


def supply_once_sacrificed(g: GameState, player: int, spell: int | None,
                           gone: int) -> ManaSupply:
    """``mana_supply`` once ``gone`` is sacrificed: its own mana abilities gone with it, and
    no other cost may sacrifice or tap it (CR 118.3)."""
    ready = [r for r in _ready_mana_abilities(g, player, spell) if r[0] != gone]
    return _new_supply(g, player, ready, gone)


def _new_supply(g: GameState, player: int,
                ready: list[tuple[int, int, ActivatedAbility]],
                gone: int | None = None) -> ManaSupply:
    once: dict[int, list[tuple[frozenset[str], ...]]] = {}
    stays: set[int] = set()
    tapping: list[TapCostSource] = []
    again: list[tuple[int, int, tuple[frozenset[str], ...], int]] = []
    credit: dict[int, tuple[frozenset[str], ...]] = {}
    sacrificers: dict[int, set[int]] = {}
    for oid, i, a in ready:
        f = a.cost.tap_untapped
        if by_sacrifice(a):
            # One activation per permanent its cost may sacrifice, the source last (CR 605.3a,
            # 118.3): the mana is counted as that permanent's, which a cost keeping it for
            # something else (``without``) takes away; a permanent is sacrificed once, whichever
            # of such abilities sacrifices it (two Skirk Prospectors: two Goblins, two {R}),
            # its mana that of the first of them, each of them recorded (``sacrifices``): the
            # mana goes only once none of them may sacrifice it. The source comes last: its
            # own sacrifice is the last it can make.
            assert a.cost.sacrifice is not None
            units = tuple(source_units(a))
            for c in sorted(sacrificeable_for_cost(g, player, a.cost.sacrifice, oid),
                            key=lambda c: c == oid):
                if c != gone:
                    credit.setdefault(c, units)
                    sacrificers.setdefault(c, set()).add(oid)
        elif f is not None:
            # With {T} in the cost too, the source is tapped by it, not for the other part.
            tapping.append(TapCostSource(oid, i, tuple(source_units(a)), a.cost.tap_count,
                                         frozenset(untapped_for_cost(g, player, f, oid))
                                         - ({oid} if a.cost.tap else set()) - ({gone} if gone is not None else set()),
                                         tap_source=a.cost.tap))
        elif repeatable(a):
            again.append((oid, i, tuple(source_units(a)), a.cost.pay_life))
        else:
            once.setdefault(oid, []).extend(tuple(option_units(o)) for o in a.mana or ())
            if not removes_source(a):
                stays.add(oid)
    sources: list[tuple[int, tuple[frozenset[str], ...]]] = []
    choices = []
    for oid, alts in once.items():
        if all(len(u) == 1 for u in alts):
            sources.append((oid, (frozenset().union(*(u[0] for u in alts)),)))
        elif len(set(alts)) == 1:
            sources.append((oid, alts[0]))
        else:
            choices.append((oid, tuple(dict.fromkeys(alts))))
    # A permanent whose own mana abilities all remove it (an Eldrazi Spawn's "Sacrifice this
    # creature: Add {C}") is sacrificed once: for its own mana or for another ability's, not
    # both (CR 118.3). Each one mana, the two are one unit of either (``alone``: its own, made
    # again once it may no longer be sacrificed for the other's); otherwise it is counted for
    # its own mana alone. One that stays (Wirewood Elf tapping for {G}) may make both.
    own = dict(sources)
    alone: dict[int, tuple[frozenset[str], ...]] = {}
    for c, units in credit.items():
        if c not in once or c in stays:
            sources.append((c, units))
        elif len(own.get(c, ())) == 1 and len(units) == 1:
            alone[c] = own[c]
            k = sources.index((c, own[c]))
            sources[k] = (c, merged(own[c], units))
    lost = {c for c in credit if c in once and c not in stays and c not in alone}
    return ManaSupply(tuple(sources), tuple(tapping), tuple(choices), tuple(again),
                      g.players[player].life,
                      tuple((frozenset(sacrificers[c]), c, u) for c, u in credit.items()
                            if c not in lost), tuple(alone.items()))


def removes_source(a: ActivatedAbility) -> bool:
    """Whether paying ``a``'s cost sacrifices, exiles or returns its source (CR 118.3)."""
    c = a.cost
    return bool(c.sacrifice_self or c.exile_self or c.return_self_to_hand)


def merged(own: tuple[frozenset[str], ...], made: tuple[frozenset[str], ...]
           ) -> tuple[frozenset[str], ...]:
    """One mana that may be a permanent's own (``own``) or that of sacrificing it to another
    mana ability (``made``), each one mana: the unit of either (CR 106.4, 118.3)."""
    return (own[0] | made[0],)


def repeatable(a: ActivatedAbility) -> bool:
    """A mana ability whose only cost is life, activated as often as the life allows."""
    c = a.cost
    return bool(c.pay_life) and replace(c, pay_life=0) == _NO_COST


_NO_COST = Cost()


def by_sacrifice(a: ActivatedAbility) -> bool:
    """A mana ability whose only cost is "Sacrifice a [permanent]": activated once per
    permanent it may sacrifice (Skirk Prospector's "Sacrifice a Goblin: Add {R}.")."""
    c = a.cost
    return c.sacrifice is not None and replace(c, sacrifice=None) == _NO_COST


def add_mana(g: GameState, player: int, mana: str) -> None:
    """Add mana to a player's pool (CR 106.4): ``mana`` is a string of symbols, e.g. "RRR"."""
    pool = g.players[player].mana_pool
    for ch in mana:
        pool[ch] = pool.get(ch, 0) + 1
    g.tick += 1  # characteristics don't depend on mana pools
