"""Mana: the mana pool, mana abilities and paying mana costs (CR 106, 107.4, 605, 601.2g–h).

Mana in a pool is a count per symbol: "W", "U", "B", "R", "G" and "C" (colourless).
Paying a cost applies pool mana automatically (coloured symbols first, then generic) and
asks the player to activate mana abilities one at a time, offering only those that still let
the rest of the cost be paid, so a cast never ends in a dead end.

An effect may let a player spend mana as though it were mana of any color to cast a card
(CR 609.4b, Siphon Insight): ``allow_spending_as_any_color`` records it and ``mana_to_pay``
gives what paying then asks for.
"""

from __future__ import annotations

from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import COLORS, ManaCost
from manastack.rules.characteristics import compute_all
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

ANY = frozenset(COLORS)


def option_units(option: str) -> list[frozenset[str]]:
    """The mana units one activation adds: "G" → [{G}], "CC" → [{C},{C}], "any" → [WUBRG]."""
    if option == "any":
        return [ANY]
    return [frozenset(ch) for ch in option]


def mana_sources(g: GameState, player: int) -> list[tuple[int, int, ActivatedAbility]]:
    """Mana abilities ``player`` could activate now whose only cost is {T} (CR 605)."""
    out = []
    allc = compute_all(g)
    for oid in g.battlefield:
        c = allc.get(oid)
        if c is None or c.controller != player:
            continue
        o = g.objects[oid]
        if o.phased_out:
            continue
        for i, a in enumerate(c.abilities):
            if isinstance(a, ActivatedAbility) and a.is_mana_ability:
                if not can_pay_nonmana(g, oid, a.cost, player):
                    continue
                if a.cost.mana is not None and not a.cost.mana.is_empty():
                    continue
                out.append((oid, i, a))
    return out


def can_pay_nonmana(g: GameState, oid: int, cost: Cost, player: int) -> bool:
    """Whether the {T}/{Q} part of a cost can be paid (CR 302.6 summoning sickness)."""
    o = g.objects[oid]
    if cost.tap and o.tapped:
        return False
    if cost.untap and not o.tapped:
        return False
    if cost.sacrifice is not None:
        from manastack.rules.selectors import all_matching
        if not all_matching(g, cost.sacrifice, player, oid):
            return False
    if cost.tap or cost.untap:
        from manastack.rules.characteristics import chars
        c = chars(g, oid)
        if c.is_creature and not c.has("Haste") and is_summoning_sick(g, oid):
            return False
    return True


def is_summoning_sick(g: GameState, oid: int) -> bool:
    """CR 302.6: true unless the permanent has been under its controller's control
    continuously since that player's most recent turn began."""
    o = g.objects[oid]
    start = g.extra.get("turn_start_of", {}).get(o.controller)
    return start is None or o.controlled_since >= start


def _requirements(cost: ManaCost) -> tuple[list[frozenset[str]], int]:
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


def pool_units(pool: dict[str, int]) -> list[frozenset[str]]:
    return [frozenset(c) for c, n in pool.items() for _ in range(n)]


def can_pay(pool: dict[str, int], cost: ManaCost, sources: list[list[frozenset[str]]]) -> bool:
    """Whether ``cost`` can be paid from ``pool`` plus each source used once."""
    reqs, generic = _requirements(cost)
    units = pool_units(pool)
    for s in sources:
        units.extend(s)
    if len(units) < len(reqs) + generic:
        return False
    return _matching(units, reqs)


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


def player_can_pay(g: GameState, player: int, cost: ManaCost,
                   exclude: frozenset[int] = frozenset()) -> bool:
    srcs = [source_units(a) for oid, _, a in mana_sources(g, player) if oid not in exclude]
    return can_pay(g.players[player].mana_pool, cost, srcs)


def apply_pool(pool: dict[str, int], cost: ManaCost) -> tuple[dict[str, int], ManaCost]:
    """Spend pool mana on ``cost``: coloured and colourless symbols first, then hybrid, then
    generic (CR 601.2h). Returns the new pool and what is left to pay."""
    pool = dict(pool)
    colored: dict[str, int] = {}
    for c, n in cost.colored:
        use = min(n, pool.get(c, 0))
        pool[c] = pool.get(c, 0) - use
        if n - use:
            colored[c] = n - use
    colorless = cost.colorless
    use = min(colorless, pool.get("C", 0))
    pool["C"] = pool.get("C", 0) - use
    colorless -= use
    hybrid = []
    for a, b in cost.hybrid:
        opts = sorted((x for x in (a, b) if x in COLORS and pool.get(x, 0) > 0),
                      key=lambda x: -pool[x])
        if opts:
            pool[opts[0]] -= 1
        else:
            hybrid.append((a, b))
    generic = cost.generic
    for c in ["C"] + sorted(COLORS, key=lambda x: -pool.get(x, 0)):
        if generic <= 0:
            break
        use = min(generic, pool.get(c, 0))
        pool[c] = pool.get(c, 0) - use
        generic -= use
    pool = {k: v for k, v in pool.items() if v > 0}
    return pool, ManaCost(generic, tuple(sorted(colored.items())), colorless, tuple(hybrid), 0)


def add_mana(g: GameState, player: int, mana: str) -> None:
    """Add mana to a player's pool (CR 106.4): ``mana`` is a string of symbols, e.g. "RRR"."""
    pool = g.players[player].mana_pool
    for ch in mana:
        pool[ch] = pool.get(ch, 0) + 1
    g.version += 1


def empty_pools(g: GameState) -> None:
    """CR 500.4: mana empties from each pool at the end of each step and phase."""
    for p in g.players:
        if p.mana_pool:
            p.mana_pool = {}
    g.version += 1


# -- spending mana as though it were mana of any color (CR 609.4b) -----------------------------
ANY_COLOR_KEY = "spend_as_any_color"
"""``g.extra[ANY_COLOR_KEY]``: ``{card id: player}``."""


def allow_spending_as_any_color(g: GameState, card: int, player: int) -> None:
    """``player`` may spend mana as though it were mana of any color to cast card ``card``
    (CR 609.4b). The permission follows the card onto the stack as it is cast (CR 400.7h) and
    ends when the card moves anywhere else (CR 400.7)."""
    g.extra[ANY_COLOR_KEY] = {**g.extra.get(ANY_COLOR_KEY, {}), card: player}
    g.version += 1


def may_spend_as_any_color(g: GameState, player: int, oid: int) -> bool:
    """Whether ``player`` may spend mana as though it were mana of any color to cast ``oid``:
    a card about to be cast, or a spell on the stack cast from such a card (CR 400.7h)."""
    perms = g.extra.get(ANY_COLOR_KEY)
    o = g.objects.get(oid)
    if not perms or o is None:
        return False
    card = o.stack.get("card", oid) if o.zone is Zone.STACK else oid
    return bool(perms.get(card) == player)


def as_though_any_color(cost: ManaCost) -> ManaCost:
    """What paying ``cost`` asks for when mana may be spent as though it were mana of any
    color (CR 609.4b): each coloured symbol, and each hybrid symbol with a coloured half, may
    be paid with one mana of any type (colourless mana too, spent as though it had that
    color), which is how one generic mana is paid; a {C} symbol still needs colourless mana.
    This changes only how the cost may be paid: not the cost, the mana value, nor what mana
    was actually spent."""
    if not cost.colored and not cost.hybrid:
        return cost
    washed = sum(n for _, n in cost.colored)
    hybrid = []
    for a, b in cost.hybrid:
        if a in COLORS or b in COLORS:
            washed += 1
        else:
            hybrid.append((a, b))
    return ManaCost(cost.generic + washed, (), cost.colorless, tuple(hybrid), cost.x)


def mana_to_pay(g: GameState, player: int, oid: int, cost: ManaCost) -> ManaCost:
    """The mana ``player`` must pay for ``cost`` to cast ``oid``: ``cost`` itself, or paid as
    though their mana were mana of any color when an effect allows it (CR 609.4b)."""
    return as_though_any_color(cost) if may_spend_as_any_color(g, player, oid) else cost
