"""Spells that can't be countered (CR 101.2, 701.6).

To counter a spell means to cancel it, removing it from the stack (CR 701.6a). A static ability
such as "Noncreature spells you control can't be countered." (Benevolent Geist) or "Spells
can't be countered." is written ``rule("cant_be_countered", affects)`` (the prelude's
``cant_be_countered(affects)``); ``affects`` is a filter on the stack, read relative to the
static ability's controller. A spell's own "This spell can't be countered." is the same rule
with ``affects="self"`` on the spell, which functions while it is on the stack.

The test is made when a counter event is applied (``rules.event_apply``), with the spell's
characteristics and controller as they are then. Such a spell is still a legal target for a
spell or ability that would counter it (targeting is unaffected), and that spell or ability
still does everything else it says (ruling MID-RN-247): only the countering is impossible and
ignored (CR 101.2, the "can't" wins over the instruction to counter; CR 101.3). "Counter it
unless its controller pays [cost]" still lets the controller choose whether to pay, because the
payment is an optional cost of its own (CR 118.12a); declining then counters nothing.
"""

from __future__ import annotations

from manastack.dsl.abilities import StaticAbility
from manastack.rules.characteristics import chars
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

CANT_BE_COUNTERED = "cant_be_countered"


def cant_be_countered(g: GameState, oid: int) -> bool:
    """Whether ``oid`` is a spell on the stack that can't be countered now (CR 101.2): a
    "cant_be_countered" rule of a permanent (or an effect of a resolved spell or ability)
    applies to it, or its own static ability says so."""
    o = g.objects.get(oid)
    if o is None or o.zone is not Zone.STACK or o.stack.get("kind") != "spell":
        return False  # only spells are protected: abilities are never spells (CR 113.1a)
    from manastack.rules.restrictions import rule_applies
    if rule_applies(g, CANT_BE_COUNTERED, oid):
        return True
    for a in chars(g, oid).abilities:
        if isinstance(a, StaticAbility) and a.rule == CANT_BE_COUNTERED and \
                a.affects == "self" and (a.condition is None or a.condition(g, oid)):
            return True
    return False
