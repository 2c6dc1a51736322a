"""Leery Fogbeast — {2}{G} Creature — Beast 4/2.

Oracle: "Whenever Leery Fogbeast becomes blocked, prevent all combat damage that would be
dealt this turn."

A prevention effect (CR 615) on all combat damage, to anything, until the turn ends.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event
from manastack.rules.replacement import Shield, add_shield, new_shield_id


def _is_combat_damage(g: Any, sh: Any, ev: Any) -> bool:
    return bool(ev.data.get("combat")) and ev.amount > 0


def _prevent_it(g: Any, sh: Any, ev: Any) -> None:
    g.log.append(Event("prevented", obj=ev.obj, player=ev.player, amount=ev.amount))
    return None


def _prevent_all_combat_damage(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    add_shield(g, Shield(new_shield_id(g), "damage", _is_combat_damage, _prevent_it,
                         frame["controller"], frame.get("source"), (), uses=None,
                         until="eot", prevention=True))


ABILITIES = [
    triggered(becomes_blocked(),
              Custom(_prevent_all_combat_damage, "prevent all combat damage this turn")),
]
