"""The card records (CR 200-208): the printed facts of one card (:class:`CardData`) and of each
of its faces (:class:`FaceData`), frozen and read by the rules engine; and the error for a
card that isn't there (:class:`UnknownCardError`). :mod:`manastack.cards.database` builds
them from the vendored data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class FaceData:
    """One face of a card as printed (for a single-faced card, the card itself)."""

    name: str
    name_ja: str | None
    mana_cost: str | None
    type_line: str
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    oracle_text: str
    """Oracle text (as of 2022-04-25); ``""`` when the face has none."""
    text_ja: str | None
    """Japanese rules text (see :attr:`text_ja_current`); ``""`` for a face without rules text,
    ``None`` where the data has none (user-defined cards; a token with a line that
    ``data/token_texts_ja.tsv`` lacks, ``cards.token_texts``)."""
    power: str | None
    toughness: str | None
    loyalty: str | None
    colors: tuple[str, ...]
    color_indicator: tuple[str, ...] | None
    keywords: tuple[str, ...]
    text_ja_current: bool = False
    """Whether :attr:`text_ja` is the current official Japanese wording of the card
    (``data/card_text_ja.tsv``: Onslaught and the Midnight Hunt double-faced cards; a token's
    lines, ``cards.token_texts``) rather than the text printed on the Japanese card (MTGJSON)."""


@dataclass(frozen=True, slots=True)
class CardData:
    """A card (or token) with its faces, identified by set code and collector number."""

    set_code: str
    number: str
    name: str
    """English name; ``"Front // Back"`` for a double-faced card."""
    name_ja: str | None
    """Japanese name; for a double-faced card, its front face's Japanese name if known."""
    rarity: str
    mana_value: int
    layout: str
    """``"normal"``, ``"transform"``, ``"token"``, ``"emblem"`` or ``"double_faced_token"``."""
    faces: tuple[FaceData, ...]
    """Always at least one face; a single-faced card has one face built from its own fields."""
    rulings: tuple[str, ...]
    """Gatherer rulings (English) as of 2022-04."""
    is_token: bool = False
    """True for everything from ``tokens.json`` (tokens, emblems, the Day // Night card)."""

    @property
    def front(self) -> FaceData:
        """The front face (the only face of a single-faced card)."""
        return self.faces[0]

    @property
    def back(self) -> FaceData | None:
        """The back face of a double-faced card, else ``None``."""
        return self.faces[1] if len(self.faces) > 1 else None

    @property
    def is_double_faced(self) -> bool:
        """Whether the card has two faces."""
        return len(self.faces) > 1

    @property
    def key(self) -> str:
        """Stable identifier ``"SET:number"``, e.g. ``"ONS:123"``, ``"TMID:1"``."""
        return f"{self.set_code}:{self.number}"


class UnknownCardError(LookupError, ValueError):
    """No card matches the given name (or set and number). A ``LookupError`` and, being a
    bad value given, a ``ValueError``.

    :attr:`query` is what was asked for and :attr:`suggestions` up to five close names.
    """

    def __init__(self, query: str, suggestions: Sequence[str] = (), *, what: str = "card") -> None:
        self.query = query
        self.suggestions: tuple[str, ...] = tuple(suggestions)
        message = f"unknown {what} {query!r}"
        if self.suggestions:
            message += "; did you mean: " + ", ".join(repr(s) for s in self.suggestions) + "?"
        super().__init__(message)
