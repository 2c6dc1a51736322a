"""When the mana in a player's pool is spent on the cost being paid (CR 601.2g–h, 605.3a).

As a cost is paid, mana already in the pool is spent on it at once (CR 601.2h): coloured and
colourless symbols first, then hybrid, then generic (``rules.mana_riders.apply_pool``). It is
kept in the pool instead only when the payment could no longer be completed once it is spent,
while it could with that mana paying the cost of a mana ability activated first (CR 601.2g,
605.3a: the {G} in the pool pays Sungrass Prairie's {1}, whose {G}{W} then pays Candlegrove
Witch's {1}{W}).
"""

from __future__ import annotations

from manastack.dsl.mana_cost import ManaCost
from manastack.rules.convoke import with_convoke
from manastack.rules.mana import kept_there, mana_supply
from manastack.rules.mana_costing import chain_search, free_supply
from manastack.rules.mana_riders import apply_pool, spell_only_pool, usable_pool
from manastack.rules.mana_supplies import units_counted
from manastack.state.game_state import GameState


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
