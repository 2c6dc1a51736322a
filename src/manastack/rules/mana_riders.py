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
    A pool counts mana by symbol, so which mana of one symbol is spent is chosen for the
    player: on a spell, restricted mana first, then mana that carries a triggered ability,
    then other mana; on anything else, mana that carries a triggered ability last. Returns
    what is left to pay and the riders of the mana spent on the spell."""
    pl = g.players[player]
    riders = (g.extra.get(RIDERS_KEY) or {}).get(player)
    if not riders:
        pl.mana_pool, remaining = apply_pool(pl.mana_pool, cost)
        g.tick += 1  # characteristics don't depend on mana pools
        return remaining, ()
    usable = usable_pool(g, player, spell)
    after, remaining = apply_pool(usable, cost)
    kept: list[Rider] = []
    spent: list[Rider] = []
    pool = dict(after)
    for sym in dict.fromkeys(r[0] for r in riders):
        mine = [r for r in riders if r[0] == sym]
        ok = [r for r in mine if _may_spend(g, player, r, spell)]
        held = [r for r in mine if r not in ok]
        kept.extend(held)
        if held:
            pool[sym] = pool.get(sym, 0) + len(held)
        left = after.get(sym, 0)
        if spell is not None:
            ok.sort(key=lambda r: (r[3] is None, r[2] is None))
            n = max(0, usable.get(sym, 0) - left)
            spent.extend(ok[:n])
            kept.extend(ok[n:][:left])
        else:
            kept.extend(ok[:left])
    pl.mana_pool = pool
    _set_riders(g, player, tuple(kept))
    return remaining, tuple(r for r in spent if r[2] is not None)


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
