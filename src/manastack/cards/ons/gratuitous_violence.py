"""Gratuitous Violence — {2}{R}{R}{R} Enchantment.

Oracle: "If a creature you control would deal damage to a permanent or player, it deals double
that damage to that permanent or player instead."

A replacement effect (CR 614.1a); two of them double the damage twice (CR 616.1).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _applies(g: Any, oid: int, ev: Any) -> bool:
    from manastack.rules.characteristics import chars
    if ev.source is None or ev.amount <= 0:
        return False
    if ev.source in g.battlefield:
        c = chars(g, ev.source)
    else:
        return False
    return bool(c.is_creature and c.controller == chars(g, oid).controller)


def _double(g: Any, oid: int, ev: Any) -> Any:
    return ev.but(amount=ev.amount * 2)


ABILITIES = [
    ReplacementAbility("damage", _applies, _double,
                       text="creatures you control deal double damage"),
]
