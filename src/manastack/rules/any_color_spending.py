"""Spending mana as though it were mana of any color to cast a card (CR 609.4b, Siphon
Insight): ``allow_spending_as_any_color`` records the permission, ``mana_to_pay`` gives what
paying then asks for."""

from __future__ import annotations

from manastack.dsl.mana_cost import COLORS, ManaCost
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

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
