"""Choosing decks for the commands: named or file deck lists, and playable defaults.

The default decks are the bundled ``sample_*`` decks; failing those, any bundled deck whose cards
are all implemented; failing those too, a starter deck assembled from the implemented cards
(two colours, basic lands), so that a game can always be played.
"""

from __future__ import annotations

from collections import Counter

from manastack.cards.database import database
from manastack.cards.registry import UnimplementedCardError, card_def, require_implemented
from manastack.formats.commander import CommanderDeckError
from manastack.formats.construction import (
    DeckFormatError,
    commander_section_problems,
    validate_deck,
)
from manastack.formats.decklist import (
    DeckEntry,
    DeckList,
    DeckListError,
    NoDeckError,
    bundled_decks,
    load_decklist,
)
from manastack.i18n.deck_problems import deck_text, unimplemented_text

BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


class DeckChoiceError(ValueError):
    """A deck that can't be used: unknown name, malformed list, a deck that breaks its
    format's construction rules or unimplemented cards. ``error`` is the error found (a
    ``NoDeckError``, ``DeckListError``, ``DeckFormatError``, ``CommanderDeckError`` or
    ``UnimplementedCardError``); ``deck`` the deck asked for; :meth:`text` words it in a
    language."""

    def __init__(self, deck: str, error: Exception) -> None:
        self.deck = deck
        self.error = error
        super().__init__(self.text("en"))

    def text(self, lang: str) -> str:
        """Why the deck can't be used, in ``lang``."""
        e = self.error
        if isinstance(e, DeckListError):
            return deck_text("malformed_deck", lang, name=self.deck, error=e)
        if isinstance(e, UnimplementedCardError):
            return deck_text("unplayable_deck", lang, name=self.deck,
                             error=unimplemented_text(e, lang))
        if isinstance(e, NoDeckError | DeckFormatError | CommanderDeckError):
            return e.text(lang)
        return str(e).strip('"')


def load_deck(name: str, *, check: bool = True, format: str = "normal") -> DeckList:
    """A deck list by file path or bundled name; with ``check``, every card must be
    implemented; with ``format="commander"`` it must be a legal Commander deck, with
    ``"constructed"`` or ``"limited"`` a legal deck of that kind (CR 100.2; every problem is
    listed); ``"normal"`` checks no deck construction. Only a Commander deck has a
    commander (CR 903.3): in every other format a list with a ``Commander`` section is
    refused (``commander_section_problems``). Raises :class:`DeckChoiceError` with a readable
    reason."""
    try:
        if format in ("constructed", "limited"):
            deck = validate_deck(load_decklist(name), format)
        else:
            deck = load_decklist(name, format=format)
            if format != "commander":
                problems = commander_section_problems(deck, format)
                if problems:
                    raise DeckFormatError(deck.name, format, problems)
    except (DeckFormatError, FileNotFoundError, DeckListError, CommanderDeckError) as e:
        raise DeckChoiceError(name, e) from None
    if check:
        keys = [*deck.card_keys(), *(e.card.key for e in deck.commander)]
        for key in dict.fromkeys(keys):
            try:
                require_implemented(key)
            except UnimplementedCardError as e:
                raise DeckChoiceError(name, e) from None
    return deck


def is_playable(deck: DeckList) -> bool:
    """Whether every card of the deck's main deck is implemented."""
    return all(card_def(k).implemented for k in dict.fromkeys(deck.card_keys()))


def playable_bundled_decks() -> list[str]:
    """Bundled decks of the formats without a commander whose cards are all implemented,
    ``sample_*`` decks first (the Commander precons, :data:`COMMANDER_PRECONS`, are played
    only in the commander format, CR 903.3)."""
    out = []
    for name in bundled_decks():
        try:
            deck = load_decklist(name)
        except (DeckListError, FileNotFoundError):
            continue
        if not deck.commander and is_playable(deck):
            out.append(name)
    return sorted(out, key=lambda n: (not n.startswith("sample_"), n))


def starter_decks() -> list[DeckList]:
    """Two 40-card decks built from the implemented cards (a fallback while few are)."""
    db = database()
    by_color: dict[str, list] = {c: [] for c in "WUBRG"}
    seen: set[str] = set()
    for card in db.cards():
        front = card.front
        if "Land" in front.types or len(front.colors) != 1 or card.name in seen:
            continue
        if not card_def(card.key).implemented:
            continue
        seen.add(card.name)
        by_color[front.colors[0]].append(card)
    ranked = sorted(by_color, key=lambda c: (-len(by_color[c]), "WUBRG".index(c)))
    pairs = [ranked[0:2], ranked[2:4] if len(by_color[ranked[2]]) else ranked[0:2]]
    decks = []
    for n, colors in enumerate(pairs):
        spells = [c for col in colors for c in sorted(by_color[col], key=lambda c: c.mana_value)]
        entries: list[DeckEntry] = []
        if spells:
            per = max(1, min(4, 23 // len(spells)))
            total = 0
            for card in spells:
                take = min(per, 23 - total)
                if take <= 0:
                    break
                entries.append(DeckEntry(take, card, 0))
                total += take
        needs = Counter(col for e in entries for col in e.card.front.colors for _ in range(e.count))
        lands = 40 - sum(e.count for e in entries)
        cols = [c for c in colors if needs[c]] or list(colors)
        for i, col in enumerate(cols):
            share = lands // len(cols) + (1 if i < lands % len(cols) else 0)
            entries.append(DeckEntry(share, db.get(BASICS[col]), 0))
        decks.append(DeckList(main=tuple(entries), sideboard=(), commander=(),
                              name=f"starter_{''.join(colors).lower()}_{n + 1}"))
    return decks


COMMANDER_PRECONS = ("coven_counters", "undead_unleashed")
"""The bundled Commander decks (Midnight Hunt Commander precons)."""


def commander_opponent_decks(mine: str, seats: int) -> list[str]:
    """Decks for the ``seats`` computer players of a Commander game: the bundled precons,
    the ones other than ``mine`` first, in turn."""
    order = [d for d in COMMANDER_PRECONS if d != mine] + [d for d in COMMANDER_PRECONS
                                                           if d == mine]
    return [order[i % len(order)] for i in range(seats)]


def default_decks() -> tuple[DeckList, DeckList]:
    """The decks ``manastack play`` uses when none is given (see the module docstring)."""
    names = playable_bundled_decks()
    if len(names) >= 2:
        return load_deck(names[0]), load_deck(names[1])
    if len(names) == 1:
        return load_deck(names[0]), load_deck(names[0])
    a, b = starter_decks()
    return a, b
