"""Whether the costs of a spell or ability can be paid, before anything is done (CR 601.2f–h,
602.2b): the total cost priced without changing the card, the mana still payable once the
sacrifices and taps a cost asks for are made (CR 601.2g–h), and the costs other than mana
(CR 118.3, 119.4).
"""

from __future__ import annotations

from manastack.rules.any_color_spending import mana_to_pay
from manastack.rules.cast_methods import METHODS, pricing_as, spell_ability
from manastack.rules.characteristics import Chars, chars
from manastack.rules.cost_parts import (  # noqa: F401 - re-exported
    cost_candidates,
    enough_candidates,
    mana_payable_with_costs,
    reservations,
    source_kept_for_cost,
)
from manastack.rules.counter_costs import counters_among
from manastack.rules.total_cost import chosen_additional_cost, cost_modifiers, merged_cost
from manastack.state.game_state import GameState


def payable_with(g: GameState, player: int, oid: int, sc: Chars, method: str,
                  choice: int | None) -> bool:
    g2_cost, other = probe_cost(g, oid, sc, method, choice, player)
    if other is not None and not other_payable(g, player, oid, other):
        return False
    with pricing_as(g, oid, method, player):  # the mana it may be paid with (CR 106.6)
        return mana_payable_with_costs(g, player, oid, other,
                                       mana_to_pay(g, player, oid, g2_cost), frozenset(), oid)


def additional_cost_payable(g: GameState, player: int, sid: int, choice: int) -> bool:
    """Whether option ``choice`` of a spell's additional-cost choice can be paid."""
    o = g.objects[sid]
    return payable_with(g, player, sid, chars(g, sid), o.stack.get("method", "normal"),
                         choice)


def probe_cost(g: GameState, oid: int, sc: Chars, method: str,  # type: ignore[no-untyped-def]
                choice: int | None = None, caster: int | None = None):
    """The mana and other costs of casting card ``oid`` by ``method`` with additional-cost
    option ``choice``, X counted as 0 (CR 601.2f), priced without changing the card, as
    ``caster``'s spell when given (CR 601.2a, 110.2)."""
    with pricing_as(g, oid, method, caster):
        if method == "normal":
            base, other = sc.mana_cost, None
        else:
            base, other = METHODS[method].cost(g, oid)
        sa = spell_ability(sc)
        add = chosen_additional_cost(sa.additional_cost if sa is not None else None, choice)
        if add is not None:
            if add.mana is not None:
                base = base.plus(add.mana)
            other = merged_cost(other, add)
        base = cost_modifiers(g, oid, base)
    if base.x:
        base = base.with_x(0)
    return base, other


def other_payable(g: GameState, player: int, source: int, cost) -> bool:  # type: ignore[no-untyped-def]
    if cost.pay_life and g.players[player].life < cost.pay_life:
        return False  # CR 119.4
    if cost.sacrifice is not None and not enough_candidates(
            g, player, "sacrifice", cost.sacrifice, source, cost.sacrifice_count):
        return False
    if cost.discard and len(cost_candidates(g, player, "discard", cost.discard_filter,
                                            source, (source,))) < cost.discard:
        return False
    if cost.tap_untapped is not None and not enough_candidates(
            g, player, "tap", cost.tap_untapped, source, cost.tap_count):
        return False
    if cost.exile_from_graveyard is not None and len(cost_candidates(
            g, player, "exile_gy", cost.exile_from_graveyard, source, (source,))) < \
            (1 if cost.exile_x else 0 if cost.exile_any else cost.exile_count):
        return False
    if cost.remove_counters is not None:
        kind, n = cost.remove_counters
        if g.objects[source].counters.get(kind, 0) < n:
            return False
    if cost.loyalty is not None and cost.loyalty < 0:
        if g.objects[source].counters.get("loyalty", 0) < -cost.loyalty:
            return False
    if cost.remove_x_counters_among is not None and cost.x_nonzero:
        if counters_among(g, player, cost.remove_x_counters_among, source) < 1:
            return False  # CR 118.3: X is at least 1, and there is no counter to remove
    return True
