"""Deck construction for constructed and limited play (CR 100.2a, 100.2b, 100.4a, 100.5).

``deck_problems(deck, "constructed")``: a constructed deck has at least 60 cards and no more
than four of any card with a particular English name other than basic lands, counting the
sideboard too (CR 100.4a), whose size is at most fifteen; a card that says "A deck can have
any number of cards named ..." is exempt from the four-card limit. ``"limited"``: at least 40
cards (CR 100.2b; duplicates are limited only by the product, which a list can't show).
``"commander"`` defers to :mod:`manastack.formats.commander` (CR 903.5).

Only the Commander variant has a commander (CR 903.3): a deck list with a ``Commander``
section is not a deck of any other format, whose rules have no place for it (its cards are
neither in the deck nor in the sideboard, CR 100.2, 100.4). ``commander_section_problems``
names that problem for every format but ``"commander"``: ``deck_problems`` reports it for
constructed and limited decks, and the places that load a deck for a game without deck
construction checks (``"normal"``, ``"two_headed_giant"``) refuse such a list with it too
(``manastack.formats.deck_choice.load_deck``, the server's ``resolve_deck``, ``Game.new``).
The parser itself (``parse_decklist``, ``load_decklist``) reads any section: it doesn't know
the format the list is for.

``validate_deck`` raises :class:`DeckFormatError` listing every problem at once.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from manastack.formats.commander import (
    DeckProblem,
    commander_deck_problems,
    not_a_decklist,
    problems_text,
)

if TYPE_CHECKING:
    from manastack.formats.decklist import DeckList

__all__ = [
    "DECK_FORMATS",
    "DeckFormatError",
    "commander_section_problems",
    "deck_problems",
    "validate_deck",
]

DECK_FORMATS = ("constructed", "limited", "commander")
MINIMUM = {"constructed": 60, "limited": 40}
MAX_COPIES = 4
MAX_SIDEBOARD = 15
_ANY_NUMBER = "A deck can have any number of cards named"


class DeckFormatError(ValueError):
    """A deck that breaks its format's construction rules; ``problems`` lists them all."""

    def __init__(self, deck_name: str | None, format: str, problems: list[DeckProblem]) -> None:
        self.deck_name = deck_name
        self.format = format
        self.problems = problems
        super().__init__(self.text("en"))

    def text(self, lang: str) -> str:
        """The error in ``lang``, every problem on its own line."""
        kind = "kind_deck" if self.format in DECK_FORMATS else "kind_game"
        return problems_text(self.deck_name, kind, self.problems, lang, self.format)


def commander_section_problems(deck: DeckList, format: str) -> list[DeckProblem]:
    """The one problem of a deck list with a ``Commander`` section given for ``format``, a
    format other than ``"commander"`` (empty otherwise): only a Commander deck has a commander
    (CR 903.3), and no other format's deck has a place for those cards (CR 100.2, 100.4)."""
    section = getattr(deck, "commander", ())
    if format == "commander" or not section:
        return []
    return [DeckProblem.of(None, "commander_section", where=format,
                           cards=tuple((e.count, e.card.name) for e in section))]


def deck_problems(deck: DeckList, format: str) -> list[DeckProblem]:
    """Every reason ``deck`` is not legal in ``format`` (empty when it is)."""
    if format == "commander":
        return commander_deck_problems(deck)
    if not isinstance(format, str) or format not in MINIMUM:
        raise ValueError(f"unknown format {format!r}; choose one of: {', '.join(DECK_FORMATS)}")
    not_a_deck = not_a_decklist(deck)
    if not_a_deck:
        return not_a_deck
    problems: list[DeckProblem] = commander_section_problems(deck, format)
    size = deck.main_count()
    minimum = MINIMUM[format]
    if size < minimum:
        rule = "100.2a" if format == "constructed" else "100.2b"
        problems.append(DeckProblem.of(None, "too_few_cards", size=size, deck_format=format,
                                       minimum=minimum, rule=rule))
    if format == "constructed":
        side = sum(e.count for e in deck.sideboard)
        if side > MAX_SIDEBOARD:
            problems.append(DeckProblem.of(None, "sideboard_too_large", side=side,
                                           maximum=MAX_SIDEBOARD))
        copies: Counter[str] = Counter()
        cards = {}
        for e in (*deck.main, *deck.sideboard):
            copies[e.card.name] += e.count
            cards[e.card.name] = e.card
        for name, n in copies.items():
            card = cards[name]
            basic = "Basic" in card.front.supertypes and "Land" in card.front.types
            if n > MAX_COPIES and not basic and _ANY_NUMBER not in card.front.oracle_text:
                problems.append(DeckProblem.of(name, "too_many_copies", n=n,
                                               maximum=MAX_COPIES))
    return problems


def validate_deck(deck: DeckList, format: str) -> DeckList:
    """``deck`` if it is legal in ``format``; else :class:`DeckFormatError` (or, for
    Commander, :class:`~manastack.formats.commander.CommanderDeckError`) with every
    problem."""
    if format == "commander":
        from manastack.formats.commander import validate_commander_deck
        return validate_commander_deck(deck)
    problems = deck_problems(deck, format)
    if problems:
        raise DeckFormatError(getattr(deck, "name", None), format, problems)
    return deck
