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

from dataclasses import replace
from typing import Any

from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import COLORS, ManaCost
from manastack.rules.mana_colors import needs_resolving, resolved
from manastack.rules.mana_plans import TapCostSource
from manastack.rules.mana_readiness import (  # noqa: F401 - re-exported
    can_pay_nonmana,
    entry,
    is_summoning_sick,
    mana_ability_ready,
    ready_plan,
    sacrificeable_for_cost,
    untapped_for_cost,
)
from manastack.rules.mana_riders import apply_pool, spend_allowed, usable_pool  # noqa: F401 - apply_pool re-exported
from manastack.rules.mana_supplies import ManaSupply, merged
from manastack.rules.triggered_mana import extra_mana
from manastack.rules.triggered_mana import waiting as triggered_mana_waiting
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
    ready = ready_mana_abilities(g, player)
    out = [r for r in ready if r[2].spend_only is None]
    if len(out) == len(ready):
        return out  # none restricted (most often)
    if restricted is not None:
        restricted.extend(r[0] for r in ready if r[2].spend_only is not None)
    if spell is None:
        return out
    return [r for r in ready if (only := r[2].spend_only) is None or
            _spend_allowed(g, player, only, r[0], spell)]


def ready_mana_abilities(g: GameState, player: int) -> list[tuple[int, int, ActivatedAbility]]:
    """The mana abilities of ``player``'s permanents they could activate now with no mana in
    their cost (``mana_ability_ready``, CR 605.3a), written out with the colours the game
    decides (CR 106.7, 903.4), whatever their mana may be spent on; kept with the pending
    decision (``decision_memo``), as listing priority actions and the supply ask alike."""
    memo = decision_memo(g)
    out: list[tuple[int, int, ActivatedAbility]] | None = \
        memo.get(("ready", player)) if memo is not None else None
    if out is not None:
        return out
    out = []
    plan, replaced = ready_plan(g, player)
    objects = g.objects
    battlefield = Zone.BATTLEFIELD
    for oid, abilities, quick, sick_check in plan:
        o = objects[oid]
        if quick is not None:
            # Each of its mana abilities costs {T} alone (``tap_only``): all are ready on the
            # battlefield unless it is tapped, phased out (CR 702.26b) or a creature with
            # summoning sickness (CR 302.6).
            if not (o.tapped or o.phased_out) and o.zone is battlefield and \
                    not (sick_check and is_summoning_sick(g, oid)):
                out += quick
            continue
        if o.phased_out:
            continue
        for i, a in abilities:
            if a.cost.tap and o.tapped:
                continue  # not ready whatever it would add (CR 302.6): nothing to work out
            cm = a.cost.mana
            if cm is not None and not cm.is_empty():
                continue  # mana in its cost ("{1}, {T}: Add {G}{W}."): never ready here
            if needs_resolving(g, a, replaced):
                a = resolved(g, oid, a, player)  # CR 106.7, 903.4
            if mana_ability_ready(g, oid, a, player):
                # The one tuple for it while it is ``a`` (``resolved`` gives the same ability
                # for the same options): the lists of ready abilities, known by the ids of
                # their entries, come again (``_supply_of``, ``ready_actions``)
                out.append(entry(oid, i, a))
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


def mana_options(mana: tuple[str, ...]) -> tuple[str, ...]:
    """The distinct choices of a mana ability adding ``mana`` ("any" written out as the five
    colours), kept per ``mana``."""
    out = _OPTIONS.get(mana)
    if out is None:
        out = _OPTIONS[mana] = tuple(dict.fromkeys(
            m for opt in mana for m in (("W", "U", "B", "R", "G") if opt == "any" else (opt,))))
    return out


_OPTIONS: dict[tuple[str, ...], tuple[str, ...]] = {}


def pool_symbols(mana: str) -> tuple[str, ...]:
    """A symbol for each unit of mana ``mana`` adds ("any": the first colour), kept per
    string: what it puts in the pool for a payment's answers to be weighed."""
    out = _SYMBOLS.get(mana)
    if out is None:
        out = _SYMBOLS[mana] = tuple(next(iter(sorted(u))) for u in option_units(mana))
    return out


_SYMBOLS: dict[str, tuple[str, ...]] = {}


def pool_units(mana: str) -> tuple[frozenset[str], ...]:
    """The units the symbols ``mana`` puts in the pool (``pool_symbols``) stand for, kept per
    string: a permanent that counts for the very same units in a supply and adds ``mana``
    leaves the pool and the rest of the supply paying just what the whole supply pays."""
    out = _POOL_UNITS.get(mana)
    if out is None:
        out = _POOL_UNITS[mana] = tuple(frozenset(ch) for ch in pool_symbols(mana))
    return out


_POOL_UNITS: dict[str, tuple[frozenset[str], ...]] = {}


def converter_parts(a: ActivatedAbility) -> tuple[int, tuple[str, ...], bool]:
    """What a ``Converter`` of mana ability ``a`` takes from it: the generic mana of its cost,
    its choices of mana, and whether its cost asks for more than mana (kept per ability, held
    so that its id stays its own: each step of a payment asks it of the same abilities)."""
    kept = _CONVERTING.get(id(a))
    if kept is not None and kept[0] is a:
        return kept[1]
    made = (a.cost.mana.generic if a.cost.mana else 0, tuple(mana_choices(a)),
            replace(a.cost, mana=None) != _NO_COST)
    if len(_CONVERTING) > 4096:
        _CONVERTING.clear()
    _CONVERTING[id(a)] = (a, made)
    return made


_CONVERTING: dict[int, tuple[ActivatedAbility, tuple[int, tuple[str, ...], bool]]] = {}


def player_can_pay(g: GameState, player: int, cost: ManaCost,
                   exclude: frozenset[int] = frozenset(), spell: int | None = None) -> bool:
    """Whether ``player`` can pay ``cost`` for ``spell`` (None: anything but a spell) from
    their pool and mana abilities, the permanents of ``exclude`` being sacrificed or tapped for
    something else (mana that may not be spent on it left aside, CR 106.6)."""
    return mana_supply(g, player, spell).without(exclude).can_pay(
        usable_pool(g, player, spell), cost)


def mana_supply(g: GameState, player: int, spell: int | None = None) -> ManaSupply:
    """Everything ``player``'s mana abilities could add now toward paying for ``spell`` (None:
    anything but a spell; mana that may not be spent on it is left out, CR 106.6): the
    abilities of ``sources_and_supply``, and those whose cost taps untapped permanents they control
    (CR 605.1a: no target, could add mana, not a loyalty ability).

    While a decision is pending nothing changes, so the answer is kept for that decision and
    state (listing legal actions asks it for every card), per player, spell and the cast
    method the spell is being priced for; while none of the player's ready mana abilities
    makes restricted mana, the supply is the same for every spell and is computed once."""
    memo = decision_memo(g)
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


def decision_memo(g: GameState) -> dict[Any, Any] | None:
    """The memo of what a player's mana abilities could do now (CR 605.3a): a dict kept for
    the pending decision and the state's version and tick, since nothing changes while a
    decision is pending; while no decision is pending, the one kept for one step of an
    automatic payment (``hold_step``), or None. Besides this module's entries (the ready
    abilities, the supplies), ``rules.payment_options`` keeps its answers in it, and
    ``rules.automatic_payment`` hands it on to the first step of a payment."""
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


def hold_step(g: GameState, kept: dict[Any, Any] | None = None) -> None:
    """Keep what the mana abilities could add, as for a pending decision, until
    ``release_step``: one step of a payment reads it more than once (spending the pool, the
    answers of the payment, then the plan choosing among them) and changes nothing in
    between. ``kept``: what was kept for this very state (its version and tick) before,
    kept on."""
    global _HELD
    _HELD = (g, g.version, g.tick, {} if kept is None else kept)


def carry_step(g: GameState) -> None:
    """What ``hold_step`` keeps for ``g`` stays kept for its new version: only its pool and
    what a payment has left to pay changed (CR 601.2h), which no mana ability's readiness or
    mana depends on."""
    global _HELD
    held = _HELD
    if held is not None and held[0] is g:
        _HELD = (g, g.version, g.tick, held[3])


def release_step() -> None:
    global _HELD
    _HELD = None


def most_for_any_spell(g: GameState, player: int) -> int | None:
    """While a decision is pending: ``ManaSupply.most`` of ``player``'s pool and supply when
    these are the same for every spell (no ready mana ability makes restricted mana), or None."""
    s = mana_supply(g, player) if g.pending is not None else None
    memo = decision_memo(g) if s is not None else None
    if s is None or memo is None or memo[(player, "restricted")]:
        return None
    if (player, "most") not in memo:
        memo[(player, "most")] = _most(s, g.players[player].mana_pool)
    return int(memo[(player, "most")])


def most_for_abilities(g: GameState, player: int) -> int | None:
    """While a decision is pending: ``ManaSupply.most`` of ``player``'s pool and of the supply
    toward anything but a spell (``mana_supply(g, player, None)``), an upper bound of the mana
    they could pay for an activated ability's cost; None while no decision is pending."""
    if g.pending is None:
        return None
    memo = decision_memo(g)
    if memo is None:
        return None
    most = memo.get((player, "most_abilities"))
    if most is None:
        most = memo[(player, "most_abilities")] = _most(mana_supply(g, player),
                                                        g.players[player].mana_pool)
    return int(most)


def _most(s: ManaSupply, pool: dict[str, int]) -> int:
    """``s.most(pool)``; with an empty pool, kept per supply (held, so that its id stays its
    own): a supply is kept per list of ready abilities (``_supply_of``), and most decisions
    find the one of the decision before."""
    if pool:
        return s.most(pool)
    kept = _MOST.get(id(s))
    if kept is None or kept[0] is not s:
        if len(_MOST) > 256:
            _MOST.clear()
        kept = _MOST[id(s)] = (s, s.most(pool))
    return kept[1]


_MOST: dict[int, tuple[ManaSupply, int]] = {}


def sources_and_supply(g: GameState, player: int, spell: int | None,
                       ) -> tuple[list[tuple[int, int, ActivatedAbility]], ManaSupply]:
    """The mana abilities ``player`` could activate now with no mana in their cost toward
    paying for ``spell`` (None: anything but a spell): a {T} cost, a sacrifice, life (CR 605);
    and ``mana_supply`` (with those whose cost taps other permanents), from one look at the
    mana abilities. Asked while paying, when no decision is pending, nothing is kept, but in
    a step of an automatic payment (``hold_step``); while no ready mana ability makes
    restricted mana, the answer is the same for every spell."""
    memo = decision_memo(g)
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
    permanents for its cost or a triggered mana ability waits for a permanent to be tapped
    for mana (CR 605.1b), it depends on nothing else but the player's life, so it is kept
    per list of abilities, known by the ids of its entries (``mana_readiness.entry``; held
    with the supply, so that their ids stay their own): every decision asks it, and most ask
    it of the same abilities as before."""
    if triggered_mana_waiting(g):
        return _new_supply(g, player, ready)  # the mana they add depends on more (an Elf count)
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


def kept_there(g: GameState, player: int, supply: ManaSupply, stay: frozenset[int]
               ) -> ManaSupply:
    """``supply`` (``player``'s) while the permanents ``stay`` are to be still on the
    battlefield once the mana is paid, kept for a "sacrifice" part of the cost
    (``ManaSupply.kept_there``, CR 601.2g-h, 118.3): those of them whose ready mana abilities
    remove them (an Eldrazi Spawn's "Sacrifice this creature: Add {C}") make no mana of their
    own."""
    if not stay:
        return supply
    return supply.kept_there(stay, {oid for oid, _, a in ready_mana_abilities(g, player)
                                    if oid in stay and removes_source(a)})


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
    # Tapped for mana, a permanent may make more through triggered mana abilities (CR 605.1b,
    # 605.4a): each way of using one of its {T} abilities makes that mana too.
    extra = {oid: tuple(option_units(m)) for oid, m in extra_mana(
        g, player, {oid for oid, _, a in ready if a.cost.tap}).items()} \
        if triggered_mana_waiting(g) else {}
    for oid, i, a in ready:
        kept = _PLAIN.get(id(a))
        if kept is not None and kept[0] is a and oid not in extra:
            # Usable once for its own mana, as found before (``_PLAIN``).
            once.setdefault(oid, []).extend(kept[1])
            if kept[2]:
                stays.add(oid)
            continue
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
            made = tuple(tuple(option_units(o)) for o in a.mana or ())
            once.setdefault(oid, []).extend(
                (alt + extra[oid] for alt in made) if oid in extra and a.cost.tap else made)
            stay = not removes_source(a)
            if stay:
                stays.add(oid)
            if len(_PLAIN) > 4096:
                _PLAIN.clear()
            _PLAIN[id(a)] = (a, made, stay)
    sources: list[tuple[int, tuple[frozenset[str], ...]]] = []
    choices: list[tuple[int, tuple[tuple[frozenset[str], ...], ...]]] = []
    for oid, alts in once.items():
        key = tuple(alts)
        entry = _MADE.get(key)
        if entry is None:
            entry = _made(key)
        if entry[0]:
            sources.append((oid, entry[1]))
        else:
            choices.append((oid, entry[1]))
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


_PLAIN: dict[int, tuple[ActivatedAbility, tuple[tuple[frozenset[str], ...], ...], bool]] = {}
"""For each ready mana ability usable once for its own mana alone (no cost sacrificing or
tapping another permanent, none of life alone), by id (held, so that its id stays its own):
its alternatives of units, and whether its source stays (``removes_source``); every step of a
payment makes a supply of the same abilities."""

_MADE: dict[tuple[tuple[frozenset[str], ...], ...], tuple[bool, Any]] = {}
"""For the alternatives of a permanent's abilities usable once: whether they make one source
(its units) or a choice (its distinct alternatives)."""


def _made(alts: tuple[tuple[frozenset[str], ...], ...]) -> tuple[bool, Any]:
    """What the alternatives ``alts`` of a permanent's abilities usable once make (kept in
    ``_MADE``): one source, its single-mana options merged into one unit, or its one way; or a
    choice between its distinct ways (CR 106.4)."""
    if len(_MADE) > 4096:
        _MADE.clear()
    if all(len(u) == 1 for u in alts):
        made: tuple[bool, Any] = (True, (frozenset().union(*(u[0] for u in alts)),))
    elif len(set(alts)) == 1:
        made = (True, alts[0])
    else:
        made = (False, tuple(dict.fromkeys(alts)))
    _MADE[alts] = made
    return made


def removes_source(a: ActivatedAbility) -> bool:
    """Whether paying ``a``'s cost sacrifices, exiles or returns its source (CR 118.3)."""
    c = a.cost
    return bool(c.sacrifice_self or c.exile_self or c.return_self_to_hand)


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
