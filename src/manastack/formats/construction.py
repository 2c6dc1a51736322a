"""Deck construction for constructed and limited play (CR 100.2a, 100.2b, 100.4a, 100.5).

``deck_problems(deck, "constructed")``: a constructed deck has at least 60 cards and no more
than four of any card with a particular English name other than basic lands, counting the
sideboard too (CR 100.4a), whose size is at most fifteen; a card that says "A deck can have
any number of cards named ..." is exempt from the four-card limit. ``"limited"``: at least 40
cards (CR 100.2b; duplicates are limited only by the product, which a list can't show).
``"commander"`` defers to :mod:`manastack.formats.commander` (CR 903.5).

``validate_deck`` raises :class:`DeckFormatError` listing every problem at once.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from manastack.formats.commander import DeckProblem, commander_deck_problems, not_a_decklist

if TYPE_CHECKING:
    from manastack.formats.decklist import DeckList

__all__ = ["DECK_FORMATS", "DeckFormatError", "deck_problems", "validate_deck"]

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
        name = f"deck {deck_name!r}" if deck_name else "the deck"
        lines = "\n".join(f"  - {p}" for p in problems)
        super().__init__(f"{name} is not a legal {format} deck ({len(problems)} "
                         f"problem{'s' if len(problems) != 1 else ''}):\n{lines}")


def deck_problems(deck: DeckList, format: str) -> list[DeckProblem]:
    """Every reason ``deck`` is not legal in ``format`` (empty when it is)."""
    if format == "commander":
        return commander_deck_problems(deck)
    if format not in MINIMUM:
        raise ValueError(f"unknown format {format!r}; choose one of: {', '.join(DECK_FORMATS)}")
    not_a_deck = not_a_decklist(deck)
    if not_a_deck:
        return not_a_deck
    problems: list[DeckProblem] = []
    size = deck.main_count()
    minimum = MINIMUM[format]
    if size < minimum:
        rule = "100.2a" if format == "constructed" else "100.2b"
        problems.append(DeckProblem(None, f"the deck has {size} cards; a {format} deck has at "
                                          f"least {minimum} (CR {rule})"))
    if format == "constructed":
        side = sum(e.count for e in deck.sideboard)
        if side > MAX_SIDEBOARD:
            problems.append(DeckProblem(None, f"the sideboard has {side} cards; at most "
                                              f"{MAX_SIDEBOARD} (CR 100.4a)"))
        copies: Counter[str] = Counter()
        cards = {}
        for e in (*deck.main, *deck.sideboard, *deck.commander):
            copies[e.card.name] += e.count
            cards[e.card.name] = e.card
        for name, n in copies.items():
            card = cards[name]
            basic = "Basic" in card.front.supertypes and "Land" in card.front.types
            if n > MAX_COPIES and not basic and _ANY_NUMBER not in card.front.oracle_text:
                problems.append(DeckProblem(name, f"{n} copies; a constructed deck (with its "
                                                  f"sideboard) has at most {MAX_COPIES} of a "
                                                  f"card other than basic lands (CR 100.2a)"))
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
