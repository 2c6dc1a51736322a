"""Mana Echoes — {2}{R}{R} Enchantment.

Oracle: "Whenever a creature enters the battlefield, you may add an amount of {C} equal to
the number of creatures you control that share a creature type with it."

All of that mana or none (ONS-FAQ-182); the entering creature counts if you control it. A
creature with no creature types shares a type with nothing (ONS-FAQ-183).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.mana import add_mana


def _echo(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    ev = frame.get("event")
    oid = ev.new_obj if ev is not None else None
    if oid is None or oid not in g.objects:
        return
    kinds = set(chars(g, oid).subtypes) & CREATURE_TYPES
    you = frame["controller"]
    n = sum(1 for x in g.battlefield if chars(g, x).is_creature and chars(g, x).controller == you
            and set(chars(g, x).subtypes) & kinds)
    if n > 0:
        add_mana(g, you, "C" * n)


ABILITIES = [triggered(enters(CREATURE), Custom(_echo, "add {C}"), optional=True)]
