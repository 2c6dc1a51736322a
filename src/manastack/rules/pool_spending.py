"""When the mana in a player's pool is spent on the cost being paid (CR 601.2g–h, 605.3a).

As a cost is paid, mana already in the pool is spent on it at once (CR 601.2h): coloured and
colourless symbols first, then hybrid, then generic (``rules.mana_riders.apply_pool``). It is
kept in the pool instead only when the payment could no longer be completed once it is spent,
while it could with that mana paying the cost of a mana ability activated first (CR 601.2g,
605.3a: the {G} in the pool pays Sungrass Prairie's {1}, whose {G}{W} then pays Candlegrove
Witch's {1}{W}). Which of the pool's mana pays the generic part is the player's choice
(``generic_choices``) when it matters.
"""

from __future__ import annotations

from manastack.dsl.mana_cost import COLORS, ManaCost
from manastack.rules.convoke import with_convoke
from manastack.rules.mana import kept_there, mana_supply
from manastack.rules.mana_costing import chain_search, free_supply
from manastack.rules.mana_riders import apply_pool, spell_only_pool, usable_pool
from manastack.rules.mana_supplies import units_counted
from manastack.state.game_state import GameState

POOL_CHOICE = "choose_pool_mana"
"""``GameState.extra`` key (and setup option, ``Game.new(choose_pool_mana=True)``): payments
ask which of the pool's mana pays the generic part (``generic_choices``, CR 601.2h)."""


def pool_spent_first(g: GameState, player: int, remaining: ManaCost, spell: int | None,
                     kept: frozenset[int], stay: frozenset[int]) -> bool:
    """Whether the pool's mana is spent on ``remaining`` at once as its payment goes on (CR
    601.2h): unless the payment could then no longer be completed while it could with the
    pool kept for the cost of a mana ability activated first (CR 601.2g, 605.3a). The pool
    paying all of it, or the mana abilities without mana in their cost paying the rest
    (their units counted as the step's answers count them, ``units_counted``), completes
    the payment: the abilities with mana in their cost (``chain_search``) are looked at only
    otherwise. ``kept`` make no mana, ``stay`` are kept on the battlefield for the cost's
    "sacrifice" part (``rules.mana.kept_there``)."""
    left_pool, left = apply_pool(usable_pool(g, player, spell), remaining)
    if left.is_empty():
        return True
    supply = with_convoke(g, player, kept_there(g, player, mana_supply(g, player, spell), stay),
                          spell).without(kept)
    counted = units_counted(supply)
    chains = None if (supply if counted is None else counted).can_pay(left_pool, left) \
        else chain_search(g, player, kept)
    if chains is None:
        return True
    free = free_supply(g, player, spell, kept, supply, stay)
    fpool, only = usable_pool(g, player, None), spell_only_pool(g, player, spell)
    return chains.completable((), remaining, fpool, supply, free, spend=True, only=only) or \
        not chains.completable((), remaining, fpool, supply, free, spend=False, only=only)


def generic_choices(pool: dict[str, int], cost: ManaCost,
                    spent: dict[str, int]) -> tuple[str, ...]:
    """The sets of mana of ``pool`` that may pay the generic part of ``cost`` once its
    coloured, colourless and hybrid symbols are paid (CR 601.2h: the player chooses which
    mana is spent; CR 107.4b: generic mana is paid with mana of any type), each written as
    mana symbols ("{W}{G}"), colourless first, then W U B R G. The first is the one of the
    mana ``spent`` when no one chooses (``rules.mana_riders.spent_from_pool``: colourless
    first, then the colour held most, mana about to be lost before mana that stays). None
    when nothing is left to choose: no generic part, or after those symbols the pool holds
    one type of mana or no more than the generic part."""
    n = cost.generic
    if n <= 0:
        return ()
    left, _ = apply_pool(pool, ManaCost(0, cost.colored, cost.colorless, cost.hybrid))
    if len(left) < 2 or sum(left.values()) <= n:
        return ()
    kinds = [k for k in ("C", *COLORS) if left.get(k)]
    found: list[str] = []

    def take(i: int, need: int, symbols: str) -> None:
        if need == 0:
            found.append(symbols)
            return
        if i < len(kinds):
            k = kinds[i]
            for m in range(min(need, left[k]), -1, -1):
                take(i + 1, need - m, symbols + f"{{{k}}}" * m)

    take(0, n, "")
    # what the usual payment spends beyond what those symbols take (``spent`` names every
    # mana of the pool, none of which is left by those symbols but from it)
    usual = "".join(f"{{{k}}}" * (spent[k] - pool[k] + left[k]) for k in kinds)
    return (usual, *(x for x in found if x != usual)) if usual in found else tuple(found)


def with_generic_as(cost: ManaCost, symbols: str) -> ManaCost:
    """``cost`` with its generic part written as the mana ``symbols`` chosen to pay it
    (``generic_choices``): paying that from the pool spends just that mana (CR 601.2h)."""
    chosen = ManaCost.parse(symbols)
    colored = dict(cost.colored)
    for c, k in chosen.colored:
        colored[c] = colored.get(c, 0) + k
    return ManaCost(0, tuple(sorted(colored.items())), cost.colorless + chosen.colorless,
                    cost.hybrid)
