"""Commander deck construction (CR 903.3, 903.5): the validator used by ``manastack play``,
``manastack simulate`` and ``load_decklist(..., format="commander")``.

A Commander deck list names its commander in a ``Commander`` section (the header line
``Commander``, then ``1 <card name>``), and the other 99 cards in the ``Deck`` section::

    Commander
    1 Leinore, Autumn Sovereign (MIC) 1

    Deck
    1 Arcane Signet (MIC) 157
    ...

``commander_deck_problems`` lists every problem, each naming the card and the rule;
``validate_commander_deck`` raises :class:`CommanderDeckError` with all of them. Whether the
cards are implemented is not a question of deck construction: that is checked when a game is
created.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from manastack.cards.card_records import CardData
from manastack.cards.color_identity import basic_land_type_colors, color_identity

if TYPE_CHECKING:  # the deck list module calls this one to validate a Commander deck
    from manastack.formats.decklist import DeckList

__all__ = [
    "DECK_SIZE",
    "CommanderDeckError",
    "DeckProblem",
    "commander_problems",
    "commander_deck_problems",
    "validate_commander_deck",
]

DECK_SIZE = 100
"""CR 903.5a: exactly 100 cards, the commander included."""

_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_ANY_NUMBER = "A deck can have any number of cards named"


@dataclass(frozen=True)
class DeckProblem:
    """One reason a deck is not a legal Commander deck: the card concerned (None for the deck
    as a whole) and why, citing the rule."""

    card: str | None
    reason: str

    def __str__(self) -> str:
        return f"{self.card}: {self.reason}" if self.card else self.reason


class CommanderDeckError(ValueError):
    """A deck that breaks the Commander deck construction rules; ``problems`` lists them all."""

    def __init__(self, deck_name: str | None, problems: list[DeckProblem]) -> None:
        self.deck_name = deck_name
        self.problems = problems
        name = f"deck {deck_name!r}" if deck_name else "the deck"
        lines = "\n".join(f"  - {p}" for p in problems)
        super().__init__(f"{name} is not a legal Commander deck ({len(problems)} "
                         f"problem{'s' if len(problems) != 1 else ''}):\n{lines}")


_DECK_SECTIONS = ("main", "sideboard", "commander", "name")
"""What a ``DeckList`` has (read by name: this module doesn't import the deck list's, which
imports it to check a Commander deck as it loads one)."""


def not_a_decklist(deck: object) -> list[DeckProblem]:
    """The one problem of something given as a deck that is no ``DeckList`` (empty if it is
    one, or has its sections): a list of names or a text must be parsed first."""
    if all(hasattr(deck, a) for a in _DECK_SECTIONS):
        return []
    return [DeckProblem(None, f"a {type(deck).__name__} is not a deck list: parse the text with "
                              "parse_decklist or load it with load_decklist")]


def _colors(cs: frozenset[str]) -> str:
    return ", ".join(_COLOR_NAMES[c] for c in "WUBRG" if c in cs) or "colorless"


def _is_basic(card: CardData) -> bool:
    return "Basic" in card.front.supertypes and "Land" in card.front.types


def _may_be_commander(card: CardData) -> tuple[bool, str]:
    f = card.front
    if "can be your commander" in (f.oracle_text or ""):
        return True, ""
    if "Legendary" not in f.supertypes:
        return False, "a commander must be a legendary creature card (CR 903.3); it isn't legendary"
    if "Creature" not in f.types and "Vehicle" not in f.subtypes:
        return False, ("a commander must be a legendary creature card (CR 903.3); it is a "
                       f"{f.type_line}")
    return True, ""


def commander_problems(commanders: Sequence[CardData]) -> list[tuple[str | None, str]]:
    """Why ``commanders`` (one player's, at least one) can't be their commanders, as (card
    name or None, reason) pairs; empty when they can: one commander, or two that both have
    partner (CR 903.3, 702.124), each a legendary creature card or one that says it can be
    your commander."""
    problems: list[tuple[str | None, str]] = []
    if len(commanders) > 2 or (len(commanders) == 2 and not all(
            _has_partner(c) for c in commanders)):
        problems.append((None, f"{len(commanders)} commanders "
                               f"({', '.join(c.name for c in commanders)}): a deck has one "
                               "commander, or two that both have partner (CR 903.3, 702.124)"))
    for c in dict.fromkeys(commanders):
        ok, why = _may_be_commander(c)
        if not ok:
            problems.append((c.name, why))
    return problems


def _has_partner(card: CardData) -> bool:
    return any(k.startswith("Partner") for f in card.faces for k in f.keywords)


def commander_deck_problems(deck: DeckList) -> list[DeckProblem]:
    """Every way ``deck`` breaks CR 903.3 and 903.5, in list order; empty when legal."""
    not_a_deck = not_a_decklist(deck)
    if not_a_deck:
        return not_a_deck
    problems: list[DeckProblem] = []
    commanders = [e.card for e in deck.commander for _ in range(e.count)]
    if not commanders:
        problems.append(DeckProblem(None, "no commander: name it in a 'Commander' section of "
                                          "the list (CR 903.3)"))
    problems.extend(DeckProblem(name, why) for name, why in commander_problems(commanders)
                    if commanders)
    identity: frozenset[str] = frozenset()
    for c in commanders:
        identity |= color_identity(c)
    total = deck.main_count() + len(commanders)
    if total != DECK_SIZE:
        problems.append(DeckProblem(
            None, f"{total} cards: a Commander deck has exactly {DECK_SIZE} cards, its "
                  "commander included (CR 903.5a)"))
    if deck.sideboard:
        problems.append(DeckProblem(
            None, f"a sideboard of {sum(e.count for e in deck.sideboard)} cards: Commander "
                  "decks have no sideboard (CR 903.5e)"))
    counts: Counter[str] = Counter()
    first: dict[str, CardData] = {}
    for e in (*deck.commander, *deck.main):
        counts[e.card.name] += e.count
        first.setdefault(e.card.name, e.card)
    for name, n in counts.items():
        card = first[name]
        if n > 1 and not _is_basic(card) and _ANY_NUMBER not in (card.front.oracle_text or ""):
            problems.append(DeckProblem(
                name, f"{n} copies: other than basic lands, each card must have a different "
                      "English name (CR 903.5b)"))
    if not commanders:
        return problems
    for name, card in first.items():
        if card in commanders:
            continue
        outside = color_identity(card) - identity
        if outside:
            problems.append(DeckProblem(
                name, f"its color identity ({_colors(color_identity(card))}) is outside the "
                      f"commander's ({_colors(identity)}) (CR 903.5c)"))
            continue
        land_colors = basic_land_type_colors(card) - identity
        if land_colors:
            problems.append(DeckProblem(
                name, f"its basic land types produce {_colors(land_colors)} mana, outside the "
                      f"commander's color identity ({_colors(identity)}) (CR 903.5d)"))
    return problems


def validate_commander_deck(deck: DeckList) -> DeckList:
    """``deck`` if it is a legal Commander deck; else :class:`CommanderDeckError` listing every
    problem."""
    problems = commander_deck_problems(deck)
    if problems:
        raise CommanderDeckError(getattr(deck, "name", None), problems)
    return deck
