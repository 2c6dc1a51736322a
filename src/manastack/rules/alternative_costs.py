"""Alternative costs a permanent offers (CR 118.9, 601.2b): "You may pay {0} rather than pay
the mana cost for [spells] you cast." (Rooftop Storm).

A permanent with the static rule ``"pay_zero_rather_than_mana_cost"`` (``rule(...,
"controller", filter)``) lets its controller cast the cards matching ``filter`` for {0} instead
of their mana cost, from wherever they may cast them: the cast methods ``"paying_zero"`` (from
the hand, CR 601.2a), ``"commander_paying_zero"`` (from the command zone: the commander tax is
an additional cost and is still paid, CR 903.8, 118.9d), ``"graveyard_permission_paying_zero"``
when a permission lets the card be cast from a graveyard, ``"from_library_paying_zero"`` when
one lets the top card of a library be cast (Future Sight) and ``"from_exile_paying_zero"`` when
one lets an exiled card be cast. Only one alternative cost can be
applied to a spell (CR 118.9a), so it never combines with flashback or disturb. Additional costs
and cost increases still apply (CR 118.9d, 601.2f, ruling MIC-OR-0158). The spell's mana cost
and mana value don't change (CR 118.9c, ruling MIC-OR-0159). An {X} in the mana cost can only
be 0 (CR 107.3b).
"""

from __future__ import annotations

from collections.abc import Callable

from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.cast_methods import METHODS, CastMethod, card_chars_for, register
from manastack.rules.characteristics import Chars, static_rules
from manastack.state.game_state import GameState

RULE = "pay_zero_rather_than_mana_cost"
SUFFIX = "paying_zero"


def zero_allowed(g: GameState, player: int, oid: int, c: Chars) -> bool:
    """Whether ``player`` controls a permanent letting them pay {0} rather than the mana cost
    of the card ``oid`` (characteristics ``c``) as they cast it."""
    rules = static_rules(g).get(RULE)
    if not rules:
        return False
    from manastack.rules.selectors import chars_match
    return any(ctl.controller == player and a.params and
               chars_match(g, c, a.params[0], player, sid, oid) and
               (a.condition is None or a.condition(g, sid))
               for sid, ctl, a in rules)


def _variant(base: CastMethod, cost: Callable[[GameState, int], ManaCost]) -> CastMethod:
    def available(g: GameState, player: int, oid: int, c: Chars) -> bool:
        # Whether the spell is a Zombie creature spell is asked of the spell it would be: a
        # card exiled face down is turned face up as it is cast (CR 406.3a, 601.2a).
        return base.available(g, player, oid, c) and \
            zero_allowed(g, player, oid, card_chars_for(g, oid, base.name))

    def variant_cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
        return cost(g, sid), base.cost(g, sid)[1]

    name = SUFFIX if base.name == "normal" else f"{base.name}_{SUFFIX}"
    return CastMethod(name, base.zones, available, variant_cost, face=base.face,
                      face_down=base.face_down, exile_on_leave=base.exile_on_leave,
                      begin=base.begin, rules=(RULE,))


def _nothing(g: GameState, sid: int) -> ManaCost:
    return ManaCost()


def _commander_tax_only(g: GameState, sid: int) -> ManaCost:
    from manastack.rules.commander import commander_tax
    tax = commander_tax(g, sid)
    return ManaCost(generic=tax) if tax else ManaCost()


def register_variant(base: str) -> None:
    """Offer the {0} alternative cost with the cast method ``base`` (a permission to cast a
    card from some zone, paying its mana cost)."""
    cost = _commander_tax_only if base == "commander" else _nothing
    v = _variant(METHODS[base], cost)
    if v.name not in METHODS:
        register(v)


def _register() -> None:
    import manastack.rules.commander  # noqa: F401  (registers "commander")
    import manastack.rules.graveyard_permission  # noqa: F401  (registers its method)
    import manastack.rules.library_top  # noqa: F401  (registers "from_library")
    import manastack.rules.play_from_exile  # noqa: F401  (registers "from_exile")
    for base in ("normal", "commander", "graveyard_permission", "from_library", "from_exile"):
        register_variant(base)


_register()
