"""Sandskin — {2}{W} Enchantment — Aura.

Oracle: "Enchant creature / Prevent all combat damage that would be dealt to and dealt by
enchanted creature."

A prevention effect (CR 615) on each combat damage event whose source or recipient is the
enchanted creature.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _applies(g: Any, aura: int, ev: Any) -> bool:
    host = g.objects[aura].attached_to if aura in g.objects else None
    return host is not None and bool(ev.data.get("combat")) and ev.amount > 0 and \
        (ev.obj == host or ev.source == host)


def _prevent(g: Any, aura: int, ev: Any) -> Any:
    g.log.append(type(ev)("prevented", obj=ev.obj, player=ev.player, amount=ev.amount))
    return None


ABILITIES = [
    ReplacementAbility("damage", _applies, _prevent,
                       text="Prevent all combat damage that would be dealt to and dealt by "
                            "enchanted creature.", prevention=True),
]
