"""Rem Karolus, Stalwart Slayer: what its card module
(``manastack.cards.mid.rem_karolus_stalwart_slayer``, with the Oracle text and the rulings)
can't say in the vocabulary, as the extensions ``rem_karolus_spell_damage_to_you``,
``rem_karolus_prevent_it``, ``rem_karolus_spell_damage_to_opponent``,
``rem_karolus_that_much_plus_one`` (CR 120.1, 615.1, 615.1a, 614.1a).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Zone
from manastack.rules.characteristics import chars
from manastack.rules.events import Event
from manastack.rules.extensions.registry import extension


def _by_spell(g: Any, ev: Any) -> bool:
    s = g.objects.get(ev.source)
    return s is not None and s.zone is Zone.STACK and s.stack.get("kind") == "spell"


def _recipient_controller(g: Any, ev: Any) -> int | None:
    if ev.player is not None:
        return int(ev.player)
    if ev.obj in g.objects and g.objects[ev.obj].zone is Zone.BATTLEFIELD:
        return int(chars(g, ev.obj).controller)
    return None


@extension("rem_karolus_spell_damage_to_you")
def _to_you(g: Any, src: int, ev: Any) -> bool:
    """A spell would deal damage to you or another permanent you control (CR 120.1, 615.1)."""
    if ev.amount <= 0 or not _by_spell(g, ev) or ev.obj == src:
        return False
    return _recipient_controller(g, ev) == g.objects[src].controller


@extension("rem_karolus_prevent_it")
def _prevent(g: Any, src: int, ev: Any) -> None:
    """Prevent that damage (CR 615.1a)."""
    g.log.append(Event("prevented", obj=ev.obj, player=ev.player, source=ev.source,
                       amount=ev.amount))
    return None


@extension("rem_karolus_spell_damage_to_opponent")
def _to_opponent(g: Any, src: int, ev: Any) -> bool:
    """A spell would deal damage to an opponent or a permanent an opponent controls (CR 614.1a)."""
    if ev.amount <= 0 or not _by_spell(g, ev):
        return False
    who = _recipient_controller(g, ev)
    return who is not None and who != g.objects[src].controller


@extension("rem_karolus_that_much_plus_one")
def _plus_one(g: Any, src: int, ev: Any) -> Any:
    """It deals that much damage plus 1 instead (CR 614.1a)."""
    return ev.but(amount=ev.amount + 1)

