"""Daunting Defender — {4}{W} Creature — Human Cleric 3/3.

Oracle: "If a source would deal damage to a Cleric creature you control, prevent 1 of that
damage."

A prevention effect (CR 615); each Daunting Defender applies once to each damage event, so
two of them prevent 2 (ONS FAQ).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _applies(g: Any, source: int, ev: Any) -> bool:
    if ev.obj is None or ev.obj not in g.objects or ev.amount <= 0:
        return False
    if g.objects[ev.obj].zone is not Zone.BATTLEFIELD:
        return False
    c = chars(g, ev.obj)
    return c.is_creature and "Cleric" in c.subtypes and \
        c.controller == chars(g, source).controller


def _prevent_one(g: Any, source: int, ev: Any) -> Any:
    g.log.append(type(ev)("prevented", obj=ev.obj, amount=1))
    return ev.but(amount=ev.amount - 1) if ev.amount > 1 else None


ABILITIES = [ReplacementAbility("damage", _applies, _prevent_one, prevention=True)]
