"""Deck lists: parse the plain-text format used by the bundled decks and most deck sites.

One entry per line::

    Deck
    2 Consider
    2x Consider
    2 Consider (MID) 44
    4 考慮

    Sideboard
    1 Duress

* A count (a positive integer, optionally followed by ``x``) and a card name, English or Japanese,
  as :meth:`~manastack.cards.database.CardDatabase.get` accepts it.
* Optionally ``(SET) number`` after the name: the printing is then looked up by collector number
  and its name must agree with the one written.
* Section headers ``Deck``, ``Main``, ``Mainboard``, ``Sideboard``, ``Commander`` and ``Companion``
  (the companion goes to the sideboard), case-insensitive, optionally followed by ``:``. Entries
  before any header are main deck.
* A line starting ``SB:`` (``SB: 1 Duress``, as some deck sites write it) is a sideboard entry,
  whatever section it is in.
* ``Name <deck name>`` (or ``Name: <deck name>``) names the deck.
* Blank lines and comment lines starting with ``#`` or ``//`` are ignored.

Only cards of the products (ONS, MID, MIC) can be in a deck list: a user-defined card
(:mod:`manastack.cards.custom`) is refused with a :class:`DeckListError`.
"""

from __future__ import annotations

import dataclasses
import os
import re
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from manastack.cards.database import (
    CARD_SETS,
    CUSTOM_SET,
    CardData,
    CardDatabase,
    UnknownCardError,
    database,
)
from manastack.i18n.deck_problems import deck_text

__all__ = [
    "DeckEntry",
    "DeckList",
    "DeckListError",
    "NoDeckError",
    "bundled_decks",
    "decklist_text",
    "load_decklist",
    "parse_decklist",
]


@dataclass(frozen=True)
class DeckEntry:
    """``count`` copies of ``card``, from line ``line_no`` (1-based) of the list."""

    count: int
    card: CardData
    line_no: int


@dataclass(frozen=True)
class DeckList:
    """A parsed deck list."""

    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...]
    commander: tuple[DeckEntry, ...]
    name: str | None

    def card_names(self) -> list[str]:
        """The main deck's English card names, one per copy, in list order."""
        return [entry.card.name for entry in self.main for _ in range(entry.count)]

    def card_keys(self) -> list[str]:
        """The main deck's card keys (``"SET:number"``), one per copy, in list order."""
        return [entry.card.key for entry in self.main for _ in range(entry.count)]

    def main_count(self) -> int:
        """Number of cards in the main deck."""
        return sum(entry.count for entry in self.main)


class DeckListError(ValueError):
    """A line of a deck list cannot be understood; :attr:`line_no` is 1-based (0: whole list).
    Why is the problem ``kind`` with its ``values`` (``manastack.i18n.deck_problems``)."""

    def __init__(self, line_no: int, line: str, kind: str, **values: Any) -> None:
        self.line_no = line_no
        self.line = line
        self.kind = kind
        self.values = values
        super().__init__(self.text("en"))

    def reason_text(self, lang: str) -> str:
        """Why the line is not understood, in ``lang``."""
        return deck_text(self.kind, lang, **self.values)

    @property
    def reason(self) -> str:
        """Why, in English."""
        return self.reason_text("en")

    def text(self, lang: str) -> str:
        """The error in ``lang``: the line's number, the line and why; a problem of the whole
        list (``line_no`` 0: not text, no main-deck entries) says why alone."""
        if self.line_no == 0:
            return self.reason_text(lang)
        return deck_text("line", lang, line_no=self.line_no, line=self.line,
                         reason=self.reason_text(lang))


_HEADERS = {
    "deck": "main",
    "main": "main",
    "maindeck": "main",
    "mainboard": "main",
    "sideboard": "sideboard",
    "companion": "sideboard",
    "commander": "commander",
}
_HEADER = re.compile(r"^(?P<word>[A-Za-z]+)\s*:?$")
_NAME = re.compile(r"^name\s*:?\s+(?P<name>.+)$", re.IGNORECASE)
_SIDEBOARD_ENTRY = re.compile(r"^SB:\s*", re.IGNORECASE)
_ENTRY = re.compile(r"^(?P<count>\S+?)[xX]?\s+(?P<rest>.+)$")
_PRINTING = re.compile(r"^(?P<name>.+?)\s*\(\s*(?P<set>[A-Za-z0-9]+)\s*\)\s*(?P<number>\S+)?$")


#: The most copies one line may ask for: a count beyond it is a typo, not a deck.
MAX_COUNT = 1000


def _parse_count(token: str) -> int | None:
    """The count of ``2``, ``２`` (NFKC digits are accepted; the ``x`` of ``2x`` is already
    split off by ``_ENTRY``); ``None`` if not a count."""
    if not token.isdigit():
        return None
    try:
        return int(token)
    except ValueError:
        return None


def parse_decklist(text: str, *, db: CardDatabase | None = None) -> DeckList:
    """Parse a deck list; raise :class:`DeckListError` on the first bad line.

    An empty main deck is an error too (reported with line number 0).
    """
    if not isinstance(text, str):
        raise DeckListError(0, "", "not_text", type=type(text).__name__)
    db = db or database()
    sections: dict[str, list[DeckEntry]] = {"main": [], "sideboard": [], "commander": []}
    section = "main"
    deck_name: str | None = None

    for line_no, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff").strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        header = _HEADER.match(line)
        if header and header.group("word").casefold() in _HEADERS:
            section = _HEADERS[header.group("word").casefold()]
            continue
        named = _NAME.match(line)
        if named:
            deck_name = named.group("name").strip()
            continue
        marked = _SIDEBOARD_ENTRY.match(line)
        line = line[marked.end():] if marked else line
        entry = _ENTRY.match(line)
        if entry is None:
            raise DeckListError(line_no, raw, "expected_entry")
        count = _parse_count(entry.group("count"))
        if count is None:
            raise DeckListError(line_no, raw, "count_not_integer", token=line.split()[0])
        if count <= 0:
            raise DeckListError(line_no, raw, "count_not_positive", count=count)
        if count > MAX_COUNT:
            raise DeckListError(line_no, raw, "count_too_large", count=count,
                                maximum=MAX_COUNT)
        card = _resolve(entry.group("rest").strip(), line_no, raw, db)
        if card.set_code == CUSTOM_SET:
            raise DeckListError(line_no, raw, "user_defined_card", name=card.name,
                                custom=CUSTOM_SET, sets=tuple(CARD_SETS))
        sections["sideboard" if marked else section].append(
            DeckEntry(count=count, card=card, line_no=line_no))

    if not sections["main"]:
        raise DeckListError(0, "", "no_main_deck")
    return DeckList(
        main=tuple(sections["main"]),
        sideboard=tuple(sections["sideboard"]),
        commander=tuple(sections["commander"]),
        name=deck_name,
    )


def decklist_text(deck: DeckList) -> str:
    """The deck list as text that :func:`parse_decklist` reads back to the same cards: a
    ``Name`` line, then each section's entries as ``<count> <name> (<SET>) <number>``."""
    lines = [f"Name {deck.name}"] if deck.name else []
    for header, entries in (("Commander", deck.commander), ("Deck", deck.main),
                            ("Sideboard", deck.sideboard)):
        if entries:
            lines.append(header)
            lines.extend(f"{e.count} {e.card.name} ({e.card.set_code}) {e.card.number}"
                         for e in entries)
    return "\n".join(lines) + "\n"


def _resolve(rest: str, line_no: int, raw: str, db: CardDatabase) -> CardData:
    """The card named by the part of an entry line after its count."""
    printing = _PRINTING.match(rest)
    if printing is None:
        return _by_name(rest, line_no, raw, db)
    name = printing.group("name").strip()
    set_code = printing.group("set")
    number = printing.group("number")
    if number is None:
        # "(SET)" with no number: the name decides, the set must agree.
        card = _by_name(name, line_no, raw, db)
        if card.set_code.upper() != set_code.upper():
            for candidate in db.cards(set_code):
                if candidate.name == card.name:
                    return candidate
            raise DeckListError(line_no, raw, "not_in_set", card=card.name, set=set_code.upper())
        return card
    try:
        card = db.by_number(set_code, number)
    except UnknownCardError:
        raise DeckListError(line_no, raw, "no_such_number", set=set_code.upper(),
                            number=number) from None
    named = _by_name(name, line_no, raw, db)
    if named.name != card.name:
        raise DeckListError(line_no, raw, "number_is_other_card", set=set_code.upper(),
                            number=number, card=card.name, name=name)
    return card


def _by_name(name: str, line_no: int, raw: str, db: CardDatabase) -> CardData:
    try:
        return db.get(name)
    except UnknownCardError as err:
        if err.suggestions:
            raise DeckListError(line_no, raw, "unknown_card_suggest", what="card",
                                query=err.query, suggestions=err.suggestions) from None
        raise DeckListError(line_no, raw, "unknown_card", what="card",
                            query=err.query) from None


def _decks_dir() -> Traversable:
    return resources.files("manastack").joinpath("data", "decks")


def bundled_decks() -> list[str]:
    """Names of the deck lists shipped with the package (``"coven_counters"``, ``"ons_wu"``...)."""
    return sorted(
        entry.name.removesuffix(".txt")
        for entry in _decks_dir().iterdir()
        if entry.is_file() and entry.name.endswith(".txt")
    )


def _named(deck: DeckList, default: str) -> DeckList:
    return deck if deck.name else dataclasses.replace(deck, name=default)


def load_decklist(path_or_name: str | os.PathLike[str], format: str = "normal") -> DeckList:
    """Parse a deck list file, or else the bundled deck of that name (see :func:`bundled_decks`).

    A list without a ``Name`` line is named after its file (``"mid_gw"``).
    Raises :class:`FileNotFoundError` if it is neither, :class:`DeckListError` if it is malformed.
    With ``format="commander"`` the deck must also be a legal Commander deck (CR 903.5), else
    :class:`manastack.formats.commander.CommanderDeckError` lists every problem.
    """
    deck = _load(path_or_name)
    if format == "commander":
        from manastack.formats.commander import validate_commander_deck
        return validate_commander_deck(deck)
    if format != "normal":
        raise ValueError(f"unknown format {format!r}; use 'normal' or 'commander'")
    return deck


def _load(path_or_name: str | os.PathLike[str]) -> DeckList:
    if isinstance(path_or_name, os.PathLike):
        path_or_name = os.fspath(path_or_name)
    if not isinstance(path_or_name, str):
        raise DeckListError(0, "", "bad_deck_source", type=type(path_or_name).__name__,
                            value=f"{path_or_name!r:.40}")
    path = Path(path_or_name)
    if path.is_file():
        return _named(parse_decklist(_file_text(path)), path.stem)
    name = path_or_name.removesuffix(".txt")
    if name in bundled_decks():
        text = _decks_dir().joinpath(f"{name}.txt").read_text(encoding="utf-8")
        return _named(parse_decklist(text), name)
    raise NoDeckError(path_or_name, tuple(bundled_decks()))


def _file_text(path: Path) -> str:
    """A deck list file's text, read as UTF-8: a file that isn't UTF-8 text is refused with a
    :class:`DeckListError` naming the first line that can't be read and its byte."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        start = data.rfind(b"\n", 0, e.start) + 1
        end = data.find(b"\n", e.start)
        line = data[start:end if end >= 0 else len(data)].decode("utf-8", errors="replace")
        raise DeckListError(data.count(b"\n", 0, e.start) + 1, line.rstrip("\r"), "not_utf8",
                            byte=f"0x{data[e.start]:02X}") from None


class NoDeckError(FileNotFoundError):
    """Neither a deck list file nor a bundled deck: ``name`` and the ``bundled`` decks."""

    def __init__(self, name: str, bundled: tuple[str, ...]) -> None:
        self.name = name
        self.bundled = bundled
        super().__init__(self.text("en"))

    def text(self, lang: str) -> str:
        """The error in ``lang``."""
        return deck_text("no_deck", lang, name=self.name, bundled=self.bundled)
