"""Objects as a refusal names them to the player refused (CR 732.1): by name where the player
may see them, "a face-down permanent" or "a card you can't see" where not (CR 401.2, 708.5), and
where they are ("in your hand", "on the stack")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.state.zones import Zone
from manastack.views import named

if TYPE_CHECKING:
    from manastack.game import Game

UNSEEN = "a card you can't see"


def with_article(word: str) -> str:
    """``word`` with its indefinite article."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def called(game: Game, player: int, oid: Any) -> str:
    """The object as ``player`` may know it: its name, or "a card you can't see"."""
    if not isinstance(oid, int) or isinstance(oid, bool) or oid not in game.state.objects:
        return f"object {oid!r}"
    about = named(game, player, oid)
    n = about.get("name")
    if not n and about.get("face_down"):
        on_stack = game.state.objects[oid].zone is Zone.STACK
        return f"a face-down {'spell' if on_stack else 'permanent'}"
    return str(n) if n else UNSEEN


def no_object(game: Game, oid: Any) -> str | None:
    if not isinstance(oid, int) or isinstance(oid, bool) or oid not in game.state.objects:
        return f"there is no object {oid!r} in the game"
    return None


def where(game: Game, player: int, oid: int) -> str:
    """Where the object is, as ``player`` would say it: "in your hand", "on the stack"."""
    o = game.state.objects[oid]
    z = o.zone
    if z in (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD):
        whose = "your" if o.owner == player else f"{game.state.players[o.owner].name}'s"
        return f"in {whose} {z.value}"
    return {Zone.BATTLEFIELD: "on the battlefield", Zone.STACK: "on the stack",
            Zone.EXILE: "in exile", Zone.COMMAND: "in the command zone"}.get(z, f"in {z.value}")
