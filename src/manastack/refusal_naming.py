"""Objects as a refusal names them to the player refused (CR 732.1): by name where the player
may see them, "a face-down permanent" (a face-down spell, a face-down card in exile) or "a card
you can't see" where not (CR 401.2, 708.5, 406.3), and where they are ("in your hand", "on the
stack"); in English and Japanese alike
(``manastack.i18n.refusal_words``: a card by its Japanese name, 「非公開のカード」)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.i18n.refusal_words import Refusal, Words, card_words, zone_words
from manastack.rules.characteristics import chars
from manastack.state.zones import Zone
from manastack.views import named

if TYPE_CHECKING:
    from manastack.game import Game

UNSEEN = Refusal.of("unseen")


def with_article(word: str) -> str:
    """``word`` with its indefinite article."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def called(game: Game, player: int, oid: Any) -> Words | Refusal:
    """The object as ``player`` may know it: its name, or "a card you can't see"."""
    if not isinstance(oid, int) or isinstance(oid, bool) or oid not in game.state.objects:
        return Refusal.of("object", oid=repr(oid))
    about = named(game, player, oid)
    n = about.get("name")
    if not n and about.get("face_down"):
        zone = game.state.objects[oid].zone
        return Refusal.of("face_down_spell" if zone is Zone.STACK else "face_down_permanent"
                          if zone is Zone.BATTLEFIELD else "face_down_card")
    return card(game, oid, str(n)) if n else UNSEEN


def card(game: Game, oid: int, name: str) -> Words:
    """The card (or token) ``oid``, named ``name`` where the player may see it, in both
    languages: a token by its subtypes' Japanese words (CR 111.4)."""
    words = card_words(name)
    if words.ja == name and game.state.objects[oid].card_key is not None:
        words = card_words(name, chars(game.state, oid).subtypes)
    return words


def player_name(game: Game, index: int) -> str:
    """A player as the views name them (in no language: the name the player chose)."""
    return game.state.players[index].name


def no_object(game: Game, oid: Any) -> Refusal | None:
    if not isinstance(oid, int) or isinstance(oid, bool) or oid not in game.state.objects:
        return Refusal.of("no_object", oid=repr(oid))
    return None


def where(game: Game, player: int, oid: int) -> Refusal:
    """Where the object is, as ``player`` would say it: "in your hand", "on the stack"."""
    o = game.state.objects[oid]
    z = o.zone
    if z in (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD):
        if o.owner == player:
            return Refusal.of("in_your", zone=zone_words(z.value))
        return Refusal.of("in_players", player=player_name(game, o.owner),
                          zone=zone_words(z.value))
    key = {Zone.BATTLEFIELD: "on_battlefield", Zone.STACK: "on_stack", Zone.EXILE: "in_exile",
           Zone.COMMAND: "in_command"}.get(z)
    return Refusal.of(key) if key else Refusal.of("in_zone", zone=zone_words(z.value))
