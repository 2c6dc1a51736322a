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
from typing import TYPE_CHECKING, Any

from manastack.cards.card_records import CardData
from manastack.cards.color_identity import basic_land_type_colors, color_identity
from manastack.i18n.deck_problems import deck_text

if TYPE_CHECKING:  # the deck list module calls this one to validate a Commander deck
    from manastack.formats.decklist import DeckList

__all__ = [
    "DECK_SIZE",
    "CommanderDeckError",
    "DeckProblem",
    "commander_problems",
    "commander_deck_problems",
    "problems_text",
    "validate_commander_deck",
]

DECK_SIZE = 100
"""CR 903.5a: exactly 100 cards, the commander included."""

_ANY_NUMBER = "A deck can have any number of cards named"


@dataclass(frozen=True)
class DeckProblem:
    """One reason a deck is not legal: the card concerned (its English name; None for the deck
    as a whole), the kind of problem and its values (``manastack.i18n.deck_problems`` words
    them in each language, citing the rule)."""

    card: str | None
    kind: str
    values: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, card: str | None, kind: str, **values: Any) -> DeckProblem:
        """The problem ``kind`` of ``card`` (or of the deck) with ``values``."""
        return cls(card, kind, tuple(values.items()))

    def reason_text(self, lang: str) -> str:
        """Why, in ``lang``."""
        return deck_text(self.kind, lang, **dict(self.values))

    @property
    def reason(self) -> str:
        """Why, in English."""
        return self.reason_text("en")

    def text(self, lang: str = "en") -> str:
        """The problem in ``lang``, after the card's name when it is a card's."""
        reason = self.reason_text(lang)
        return deck_text("of_card", lang, card=self.card, reason=reason) if self.card else reason

    def __str__(self) -> str:
        return self.text("en")


def problems_text(deck_name: str | None, kind: str, problems: list[DeckProblem], lang: str,
                  format: str = "") -> str:
    """The message of an error listing ``problems`` of the deck ``deck_name`` that is not a
    legal deck of ``kind`` (``kind_deck``, ``kind_game``, ``kind_commander``), in ``lang``."""
    name = deck_text("deck_named", lang, name=deck_name) if deck_name else \
        deck_text("the_deck", lang)
    lines = "\n".join(f"  - {p.text(lang)}" for p in problems)
    return deck_text("not_legal", lang, name=name, n=len(problems),
                     kind=deck_text(kind, lang, format=format, deck_format=format),
                     s="s" if len(problems) != 1 else "", lines=lines)


class CommanderDeckError(ValueError):
    """A deck that breaks the Commander deck construction rules; ``problems`` lists them all."""

    def __init__(self, deck_name: str | None, problems: list[DeckProblem]) -> None:
        self.deck_name = deck_name
        self.problems = problems
        super().__init__(self.text("en"))

    def text(self, lang: str) -> str:
        """The error in ``lang``, every problem on its own line."""
        return problems_text(self.deck_name, "kind_commander", self.problems, lang)


_DECK_SECTIONS = ("main", "sideboard", "commander", "name")
"""What a ``DeckList`` has (read by name: this module doesn't import the deck list's, which
imports it to check a Commander deck as it loads one)."""


def not_a_decklist(deck: object) -> list[DeckProblem]:
    """The one problem of something given as a deck that is no ``DeckList`` (empty if it is
    one, or has its sections): a list of names or a text must be parsed first."""
    if all(hasattr(deck, a) for a in _DECK_SECTIONS):
        return []
    return [DeckProblem.of(None, "not_a_decklist", type=type(deck).__name__)]


def _colors(cs: frozenset[str]) -> str:
    return "".join(c for c in "WUBRG" if c in cs)


def _is_basic(card: CardData) -> bool:
    return "Basic" in card.front.supertypes and "Land" in card.front.types


def _why_not_commander(card: CardData) -> DeckProblem | None:
    f = card.front
    if "can be your commander" in (f.oracle_text or ""):
        return None
    if "Legendary" not in f.supertypes:
        return DeckProblem.of(card.name, "not_legendary")
    if "Creature" not in f.types and "Vehicle" not in f.subtypes:
        return DeckProblem.of(card.name, "not_a_creature", type_line=f.type_line, of=card.name)
    return None


def commander_problems(commanders: Sequence[CardData]) -> list[DeckProblem]:
    """Why ``commanders`` (one player's, at least one) can't be their commanders; empty when
    they can: one commander, or two that both have partner (CR 903.3, 702.124), each a
    legendary creature card or one that says it can be your commander."""
    problems: list[DeckProblem] = []
    if len(commanders) > 2 or (len(commanders) == 2 and not all(
            has_partner(c) for c in commanders)):
        problems.append(DeckProblem.of(None, "commander_count", n=len(commanders),
                                       names=tuple(c.name for c in commanders)))
    for c in dict.fromkeys(commanders):
        why = _why_not_commander(c)
        if why is not None:
            problems.append(why)
    return problems


def has_partner(card: CardData) -> bool:
    """Whether ``card`` has partner (CR 702.124): a player's two commanders both have it."""
    return any(k.startswith("Partner") for f in card.faces for k in f.keywords)


def commander_deck_problems(deck: DeckList) -> list[DeckProblem]:
    """Every way ``deck`` breaks CR 903.3 and 903.5, in list order; empty when legal."""
    not_a_deck = not_a_decklist(deck)
    if not_a_deck:
        return not_a_deck
    problems: list[DeckProblem] = []
    commanders = [e.card for e in deck.commander for _ in range(e.count)]
    if not commanders:
        problems.append(DeckProblem.of(None, "no_commander"))
    if commanders:
        problems.extend(commander_problems(commanders))
    identity: frozenset[str] = frozenset()
    for c in commanders:
        identity |= color_identity(c)
    total = deck.main_count() + len(commanders)
    if total != DECK_SIZE:
        problems.append(DeckProblem.of(None, "commander_deck_size", total=total,
                                       size=DECK_SIZE))
    if deck.sideboard:
        problems.append(DeckProblem.of(None, "commander_sideboard",
                                       n=sum(e.count for e in deck.sideboard)))
    counts: Counter[str] = Counter()
    first: dict[str, CardData] = {}
    for e in (*deck.commander, *deck.main):
        counts[e.card.name] += e.count
        first.setdefault(e.card.name, e.card)
    for name, n in counts.items():
        card = first[name]
        if n > 1 and not _is_basic(card) and _ANY_NUMBER not in (card.front.oracle_text or ""):
            problems.append(DeckProblem.of(name, "commander_copies", n=n))
    if not commanders:
        return problems
    for name, card in first.items():
        if card in commanders:
            continue
        outside = color_identity(card) - identity
        if outside:
            problems.append(DeckProblem.of(name, "identity_outside",
                                           card_identity=_colors(color_identity(card)),
                                           identity=_colors(identity)))
            continue
        land_colors = basic_land_type_colors(card) - identity
        if land_colors:
            problems.append(DeckProblem.of(name, "land_type_outside",
                                           colors=_colors(land_colors),
                                           identity=_colors(identity)))
    return problems


def validate_commander_deck(deck: DeckList) -> DeckList:
    """``deck`` if it is a legal Commander deck; else :class:`CommanderDeckError` listing every
    problem."""
    problems = commander_deck_problems(deck)
    if problems:
        raise CommanderDeckError(getattr(deck, "name", None), problems)
    return deck
