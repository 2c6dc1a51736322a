"""The setup a new game is made from (CR 103.1, 903.3): each deck's cards as card keys (names
in English or Japanese, or keys, each checked against the card database), the commanders of a
Commander game, the refusal of a ``Commander`` section in a game of another format, and the
players' names. A malformed setup is refused with ``GameSetupError``, naming what is wrong."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from manastack.cards.database import UnknownCardError, database
from manastack.formats.commander import commander_problems
from manastack.formats.decklist import DeckList
from manastack.game_document import marker_problem


class GameSetupError(ValueError):
    """``Game.new`` was given a malformed setup; the message says what is wrong."""


def deck_keys(i: int, deck: DeckList | Sequence[str], where: str = "") -> list[str]:
    """The card keys of deck ``i`` (``where`` names the list in messages: ``"deck 0"``)."""
    where = where or f"deck {i}"
    if isinstance(deck, DeckList):
        return deck.card_keys()
    if isinstance(deck, str | bytes) or not isinstance(deck, Sequence):
        raise GameSetupError(f"{where} must be a DeckList or a list of card names, not "
                             f"{type(deck).__name__} {deck!r:.40}")
    db = database()
    out = []
    for name in deck:
        if not isinstance(name, str):
            raise GameSetupError(f"{where}: a card name must be a string, not {name!r}")
        try:
            key = db.get(name).key if ":" not in name else db.by_key(name).key
        except UnknownCardError as e:
            # still an UnknownCardError (query, suggestions), its message naming the list
            named = UnknownCardError(e.query, e.suggestions)
            named.args = (f"{where}: {e}",)
            raise named from None
        problem = marker_problem(key)  # a token's or an emblem's key is no card's
        if problem:
            raise GameSetupError(f"{where}: {problem}")
        out.append(key)
    return out


def name_key(name: str) -> str:
    """What tells one player's name from another's: the name without surrounding spaces,
    compatibility forms folded (full-width letters as ordinary ones) and case ignored, so
    that "Ann", "ann " and "Ａｎｎ" are one name."""
    return unicodedata.normalize("NFKC", name).strip().casefold()


def names_problem(names: Sequence[str]) -> str | None:
    """What is wrong with the players' names, one per player, or None: each player needs a
    name (not empty, nor only spaces), one line of text (no control character: a line break
    or a terminal escape would break the log's lines) and a name of their own, which no other
    player's name repeats (as ``name_key`` compares them), since the log and the choices name players by
    it. A saved game is replayed with the names it has (``game_document.check_setup``)."""
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        key = name_key(name)
        if not key:
            return f"player {i + 1}'s name is empty: each player needs a name"
        control = next((c for c in name if unicodedata.category(c) == "Cc"), None)
        if control is not None:
            return (f"player {i + 1}'s name has the control character U+{ord(control):04X}: "
                    "a name is one line of text")
        if key in seen:
            return (f"players {seen[key] + 1} and {i + 1} have the same name {name.strip()!r}: "
                    "each player needs a name of their own")
        seen[key] = i
    return None


FORMATS = ("normal", "commander", "two_headed_giant")
"""Game formats ``Game.new`` knows: the ordinary rules, the Commander variant (CR 903) and the
Two-Headed Giant variant (CR 810)."""

STARTING_LIFE = {"normal": 20, "commander": 40, "two_headed_giant": 30}  # CR 103.4, 810.4


def commander_keys(decks: Sequence[DeckList | Sequence[str]],
                    commanders: Sequence[Sequence[str]] | None) -> list[list[str]]:
    """Each player's commanders as card keys, from ``commanders`` or the decks' Commander
    sections (CR 903.3: one commander, or two with partner)."""
    if commanders is not None:
        if isinstance(commanders, str | bytes) or not isinstance(commanders, Sequence):
            raise GameSetupError(f"commanders must be a list with one list of commander names "
                                 f"per player, not {commanders!r:.60}")
        if len(commanders) != len(decks):
            raise GameSetupError(f"{len(commanders)} commander lists for {len(decks)} players")
    out = []
    for i, deck in enumerate(decks):
        if commanders is not None:
            given = commanders[i]
            if isinstance(given, str | bytes) or not isinstance(given, Sequence) or \
                    not all(isinstance(name, str) for name in given):
                raise GameSetupError(f"player {i + 1}'s commanders must be a list of card "
                                     f"names, not {given!r:.60}")
            names = list(given)
        elif isinstance(deck, DeckList):
            names = [e.card.key for e in deck.commander for _ in range(e.count)]
        else:
            names = []
        if not 1 <= len(names) <= 2:
            raise GameSetupError(f"player {i + 1} has {len(names)} commanders: a Commander "
                                 "game needs one commander per player (two with partner, "
                                 "CR 903.3)")
        keys = deck_keys(i, names, f"player {i + 1}'s commanders")
        problems = commander_problems([database().by_key(k) for k in keys])
        if problems:  # CR 903.3: as the deck validator refuses them
            raise GameSetupError(f"player {i + 1}'s commanders: " + "; ".join(
                str(p) for p in problems))
        out.append(keys)
    return out


def no_commander_sections(decks: Sequence[DeckList | Sequence[str]], format: str) -> None:
    """CR 903.3: only the Commander variant has commanders. A ``DeckList`` with a
    ``Commander`` section in a game of another format is refused, naming the player and the
    cards, rather than played without them."""
    for i, deck in enumerate(decks):
        if isinstance(deck, DeckList) and deck.commander:
            cards = ", ".join(e.card.name for e in deck.commander)
            raise GameSetupError(f"player {i + 1}'s deck has a Commander section ({cards}): "
                                 f"only a Commander game (format='commander') has commanders "
                                 f"(CR 903.3), not a {format} game; list these cards in the "
                                 "main deck")


