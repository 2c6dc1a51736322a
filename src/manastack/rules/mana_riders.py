"""Mana that carries a triggered ability or a spending restriction (CR 106.6): "When that mana
is spent to cast ..." (CR 603.2, 601.2i) and "Spend this mana only to cast ..."; what mana in a
pool carries stays with it until it is spent or the pool empties (CR 106.4, 500.4); paying a
cost from a pool (CR 601.2h)."""

from __future__ import annotations

from typing import Any

from manastack.dsl.mana_cost import COLORS, ManaCost
from manastack.rules.cast_methods import card_chars_for, spell_method
from manastack.rules.characteristics import chars
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

# -- mana that carries a triggered ability or a spending restriction (CR 106.6) ---------------
RIDERS_KEY = "mana_riders"
"""``g.extra[RIDERS_KEY]``: ``{player: ((symbol, source, ability, only), ...)}``, mana in the
pool made by a mana ability of ``source`` that carries the triggered ability ``ability``
("When that mana is spent to cast ...", CR 603.2) or the restriction ``only`` (a filter of the
spells it may be spent to cast, "Spend this mana only to cast ...", CR 106.6), either being
None. At most as many of a symbol as the pool holds of it."""

Rider = tuple[str, int, Any, Any]

KEPT_MANA_KEY = "mana_kept_until_end_of_turn"
"""``g.extra[KEPT_MANA_KEY]``: ``{player: {symbol: count}}``, mana of their pool they don't
lose as steps and phases end this turn (``rules.mana_pools``, CR 106.4, 500.4)."""


def add_mana_rider(g: GameState, player: int, mana: str, source: int, ability: Any,
                   only: Any = None) -> None:
    """The mana ``mana`` just added to ``player``'s pool by ``source``'s mana ability carries
    ``ability`` (one trigger per mana, ruling MIC-OR-0295) and the restriction ``only``."""
    riders = dict(g.extra.get(RIDERS_KEY) or {})
    riders[player] = (*riders.get(player, ()), *((ch, source, ability, only) for ch in mana))
    g.extra[RIDERS_KEY] = riders
    g.version += 1


def _may_spend(g: GameState, player: int, rider: Rider, spell: int | None) -> bool:
    """Whether the mana of ``rider`` may be spent on the spell ``spell`` (None: anything but a
    spell, such as an activated ability's cost, CR 106.6)."""
    only = rider[3]
    return only is None or spell is not None and spend_allowed(g, player, only, rider[1], spell)


def spend_allowed(g: GameState, player: int, only: Any, source: int, spell: int) -> bool:
    """Whether mana of ``source`` restricted to ``only`` ("Spend this mana only to cast ...",
    CR 106.6) may be spent on ``spell``: a spell on the stack, or a card about to be cast by
    the method it is priced for (``rules.costs.pricing_as``), seen as the spell it would be
    (its face and characteristics as cast that way, CR 601.2a, 601.2f). ``only`` is a filter,
    or a tuple of filters for "only to X or Y"."""
    from manastack.rules.selectors import chars_match
    o = g.objects[spell]
    if o.zone is Zone.STACK:
        c, ctl = chars(g, spell), None
    else:
        c, ctl = card_chars_for(g, spell, spell_method(g, spell)), player
    return any(chars_match(g, c, f, player, source, spell, controller=ctl)
               for f in (only if isinstance(only, tuple) else (only,)))


def usable_pool(g: GameState, player: int, spell: int | None) -> dict[str, int]:
    """``player``'s pool without the mana that may not be spent on ``spell`` (CR 106.6)."""
    pool = g.players[player].mana_pool
    riders = (g.extra.get(RIDERS_KEY) or {}).get(player)
    if not riders:
        return pool
    out = dict(pool)
    for r in riders:
        if not _may_spend(g, player, r, spell):
            out[r[0]] -= 1
    return {k: n for k, n in out.items() if n > 0}


def spell_only_pool(g: GameState, player: int, spell: int | None) -> dict[str, int]:
    """The mana of ``player``'s pool that may be spent on ``spell`` but not on anything else
    ("Spend this mana only to cast creature spells", CR 106.6): it pays the spell's cost,
    never a mana ability's."""
    if spell is None:
        return {}
    free = usable_pool(g, player, None)
    return {k: n - free.get(k, 0) for k, n in usable_pool(g, player, spell).items()
            if n > free.get(k, 0)}


def pay_from_pool(g: GameState, player: int, cost: ManaCost,
                  spell: int | None) -> tuple[ManaCost, tuple[Rider, ...]]:
    """Spend ``player``'s pool mana on ``cost`` (CR 601.2h), ``spell`` being the spell it is
    paid for (None for anything else): mana restricted to other spells stays (CR 106.6).
    The player chooses which mana is spent (CR 601.2h): which pays the generic part, in a game
    set up so (``rules.pool_spending.generic_choices``); the rest is chosen for them, the
    mana worth more kept: on a spell, mana restricted to such spells and mana whose "when that mana is
    spent to cast" ability this spell triggers are spent first (``_spent_first``), mana
    carrying an ability this spell wouldn't trigger (or carrying one at all, on anything but
    a spell) last, so that it is kept for a spell that triggers it (CR 106.6, 603.2); of the
    other mana, what the player would lose as the step ends before what they don't lose until
    end of turn (``rules.mana_pools``, CR 106.4, 500.4); both for the cost's coloured symbols
    and for its generic part. Returns what is left to pay and the riders of the mana spent
    on the spell."""
    pl = g.players[player]
    planned = _planned(g, player, cost, spell)
    if planned is None:
        pl.mana_pool, remaining = apply_pool(pl.mana_pool, cost)
        g.tick += 1  # characteristics don't depend on mana pools
        return remaining, ()
    pl.mana_pool, remaining, kept, spent = planned
    _set_riders(g, player, kept)
    if spell is None:
        return remaining, ()
    return remaining, tuple(r for r in spent if r[2] is not None)


def spent_from_pool(g: GameState, player: int, cost: ManaCost,
                    spell: int | None) -> dict[str, int]:
    """How much of each mana of ``player``'s pool ``pay_from_pool`` would spend on ``cost``
    (none of some, maybe)."""
    pool = g.players[player].mana_pool
    planned = _planned(g, player, cost, spell)
    after = apply_pool(pool, cost)[0] if planned is None else planned[0]
    return {k: n - after.get(k, 0) for k, n in pool.items()}


def _planned(g: GameState, player: int, cost: ManaCost, spell: int | None
             ) -> tuple[dict[str, int], ManaCost, tuple[Rider, ...], list[Rider]] | None:
    """What ``pay_from_pool`` leaves in the pool, leaves to pay, keeps of the riders and
    spends of them; None when the pool's mana carries no rider and none stays until end of
    turn (the pool then pays at once, ``apply_pool``)."""
    riders = (g.extra.get(RIDERS_KEY) or {}).get(player, ())
    stays = (g.extra.get(KEPT_MANA_KEY) or {}).get(player)
    if not riders and not stays:
        return None
    usable = usable_pool(g, player, spell)
    ok = [r for r in riders if _may_spend(g, player, r, spell)]
    held = [r for r in riders if r not in ok]
    first = [r for r in ok if _spent_first(g, player, r, spell)]
    last = [r for r in ok if r not in first]
    # Each rank of mana pays what the ranks before it left: the same is left to pay as when
    # the pool pays at once (coloured symbols before generic in each rank). Of the mana with
    # no rider, what would be lost as the step ends goes before what stays (CR 106.4, 500.4).
    ranks = [_counts(first), _counts(last)]
    plain = {k: n - ranks[0].get(k, 0) - ranks[1].get(k, 0) for k, n in usable.items()}
    staying = {k: min(n, plain.get(k, 0)) for k, n in (stays or {}).items()}
    lost = {k: n - staying.get(k, 0) for k, n in plain.items()}
    remaining, pool = cost, dict[str, int]()
    kept: list[Rider] = list(held)
    spent: list[Rider] = []
    for rank, mine in ((ranks[0], first), (lost, ()), (staying, ()), (ranks[1], last)):
        after, remaining = apply_pool(rank, remaining)
        for k, n in after.items():
            pool[k] = pool.get(k, 0) + n
        for sym in dict.fromkeys(r[0] for r in mine):
            these = sorted((r for r in mine if r[0] == sym), key=lambda r: r[3] is None)
            n = rank[sym] - after.get(sym, 0)
            spent.extend(these[:n])
            kept.extend(these[n:])
    for r in held:
        pool[r[0]] = pool.get(r[0], 0) + 1
    return pool, remaining, tuple(kept), spent  # each count in the pool is one or more


def _counts(riders: list[Rider]) -> dict[str, int]:
    out: dict[str, int] = {}
    for r in riders:
        out[r[0]] = out.get(r[0], 0) + 1
    return out


def _spent_first(g: GameState, player: int, rider: Rider, spell: int | None) -> bool:
    """Whether the mana of ``rider`` is spent on ``spell`` before the pool's other mana: mana
    restricted to such spells (CR 106.6), or mana whose "When that mana is spent to cast ..."
    ability the spell, on the stack as it is paid for, would trigger once cast (CR 601.2i,
    603.2). Mana in the pool carries one or the other (``add_mana_rider``)."""
    if spell is None:
        return False
    if rider[3] is not None:
        return True
    from manastack.rules.events import Event
    from manastack.rules.triggers import trigger_matches
    _sym, source, ability, _only = rider
    ev = Event("cast", obj=spell, player=player, lki=chars(g, spell))
    return trigger_matches(g, ability.trigger, source, player, ev)


def _set_riders(g: GameState, player: int, kept: tuple[Rider, ...]) -> None:
    riders = dict(g.extra.get(RIDERS_KEY) or {})
    if kept:
        riders[player] = kept
    else:
        riders.pop(player, None)
    if riders:
        g.extra[RIDERS_KEY] = riders
    else:
        g.extra.pop(RIDERS_KEY, None)
    g.version += 1


def apply_pool(pool: dict[str, int], cost: ManaCost) -> tuple[dict[str, int], ManaCost]:
    """Spend pool mana on ``cost``: coloured and colourless symbols first, then hybrid, then
    generic (CR 601.2h). Returns the new pool (a new dict) and what is left to pay. Kept per
    pool (its symbols in order) and cost: each step of a payment asks it of the same ones."""
    key = (tuple(pool.items()), cost)
    kept = _SPENT.get(key)
    if kept is None:
        if len(_SPENT) > 4096:
            _SPENT.clear()
        kept = _SPENT[key] = _apply_pool(pool, cost)
    return dict(kept[0]), kept[1]


_SPENT: dict[tuple[tuple[tuple[str, int], ...], ManaCost], tuple[dict[str, int], ManaCost]] = {}


def _apply_pool(pool: dict[str, int], cost: ManaCost) -> tuple[dict[str, int], ManaCost]:
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
