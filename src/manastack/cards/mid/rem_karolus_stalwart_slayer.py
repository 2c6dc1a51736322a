"""Rem Karolus, Stalwart Slayer — {1}{R}{W} Legendary Creature — Human Knight 2/3.

"Flying, haste / If a spell would deal damage to you or another permanent you control, prevent
that damage. / If a spell would deal damage to an opponent or a permanent an opponent controls,
it deals that much damage plus 1 instead."

Only damage dealt by a spell on the stack is affected (MID-RN-065, MID-RN-066); the extra
damage is dealt by the spell (MID-RN-067).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.events import Event


def _by_spell(g: Any, ev: Any) -> bool:
    s = g.objects.get(ev.source)
    return s is not None and s.zone is Zone.STACK and s.stack.get("kind") == "spell"


def _recipient_controller(g: Any, ev: Any) -> int | None:
    if ev.player is not None:
        return int(ev.player)
    if ev.obj in g.objects and g.objects[ev.obj].zone is Zone.BATTLEFIELD:
        return int(chars(g, ev.obj).controller)
    return None


def _to_you(g: Any, src: int, ev: Any) -> bool:
    if ev.amount <= 0 or not _by_spell(g, ev) or ev.obj == src:
        return False
    return _recipient_controller(g, ev) == g.objects[src].controller


def _prevent(g: Any, src: int, ev: Any) -> None:
    g.log.append(Event("prevented", obj=ev.obj, player=ev.player, source=ev.source,
                       amount=ev.amount))
    return None


def _to_opponent(g: Any, src: int, ev: Any) -> bool:
    if ev.amount <= 0 or not _by_spell(g, ev):
        return False
    who = _recipient_controller(g, ev)
    return who is not None and who != g.objects[src].controller


def _plus_one(g: Any, src: int, ev: Any) -> Any:
    return ev.but(amount=ev.amount + 1)


ABILITIES = [
    ReplacementAbility("damage", _to_you, _prevent,
                       text="If a spell would deal damage to you or another permanent you "
                            "control, prevent that damage.", prevention=True),
    ReplacementAbility("damage", _to_opponent, _plus_one,
                       text="If a spell would deal damage to an opponent or a permanent an "
                            "opponent controls, it deals that much damage plus 1 instead."),
]
