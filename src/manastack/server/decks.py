"""Decks for a new game: a bundled deck by name or a pasted deck list, checked with every
problem named.

A pasted list is parsed line by line so that each bad line is reported (not only the first),
then checked for the format's deck construction (CR 100.2a, 100.2b, 903.5) and for cards the
engine can't play yet. A bundled deck is looked up by name only: the server never reads a
file path it is given.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.registry import UnimplementedCardError, require_implemented
from manastack.formats.construction import commander_section_problems, deck_problems
from manastack.formats.deck_choice import COMMANDER_PRECONS, playable_bundled_decks
from manastack.formats.decklist import DeckList, DeckListError, bundled_decks, parse_decklist
from manastack.i18n.deck_problems import deck_text, unimplemented_text

FORMATS = ("normal", "constructed", "limited", "commander", "two_headed_giant")
"""``normal`` checks no deck construction; ``constructed``, ``limited`` and ``commander`` check
their rules (CR 100.2, 903.5); ``two_headed_giant`` (CR 810: four seats, two teams; six or eight
in Three- or Four-Headed Giant, 810.11) checks no deck construction, as ``normal``."""
UNCHECKED = ("normal", "two_headed_giant")

MAX_LIST_CHARS = 20_000
MAX_PROBLEMS = 30


class DeckRequestError(ValueError):
    """A deck that can't be used; ``problems`` names each problem (one line each). ``seat``
    is the seat's index; the message numbers seats from 1, as the lobby shows them."""

    def __init__(self, seat: int, problems: list[str]) -> None:
        self.seat = seat
        self.problems = problems
        super().__init__(f"seat {seat + 1}'s deck: " + "; ".join(problems))


def deck_catalogue() -> dict[str, Any]:
    """The bundled decks a game can be created with: every playable one, and the Commander
    precons; the formats, and the computer players a seat may have (``POLICY_NAMES``)."""
    from manastack.agents import POLICY_NAMES
    return {"decks": playable_bundled_decks(),
            "commander": [d for d in COMMANDER_PRECONS if d in bundled_decks()],
            "formats": list(FORMATS), "policies": list(POLICY_NAMES)}


def _parse_all(text: str, lang: str) -> tuple[DeckList | None, list[str]]:
    """Parse ``text``, collecting every bad line (worded in ``lang``): each one found is
    reported and blanked, and the rest parsed again."""
    lines = text.splitlines()
    problems: list[str] = []
    for _ in range(MAX_PROBLEMS):
        try:
            deck = parse_decklist("\n".join(lines))
        except DeckListError as e:
            if e.line_no == 0:
                problems.append(e.reason_text(lang))
                return None, problems
            problems.append(deck_text("line", lang, line_no=e.line_no, line=e.line.strip(),
                                      reason=e.reason_text(lang)))
            lines[e.line_no - 1] = ""
            continue
        return deck, problems  # the good lines, for the checks of the whole deck
    problems.append(deck_text("more_bad_lines", lang, n=MAX_PROBLEMS))
    return None, problems


def resolve_deck(seat: int, spec: Any, format: str, lang: str = "en") -> DeckList:
    """The deck of ``seat`` from its request: ``{"bundled": name}`` or ``{"list": text}``.
    Raises :class:`DeckRequestError` naming every problem, in ``lang`` (the cards by their
    names in it, ``manastack.i18n.deck_problems``)."""
    if not isinstance(spec, dict) or len(spec) != 1 or not ({"bundled", "list"} & set(spec)):
        raise DeckRequestError(seat, [deck_text("deck_request", lang)])
    if "bundled" in spec:
        name = spec["bundled"]
        known = bundled_decks()
        if not isinstance(name, str) or name not in known:
            raise DeckRequestError(seat, [deck_text("no_bundled_deck", lang, name=name,
                                                    bundled=tuple(known))])
        text = _bundled_text(name)
    else:
        text = spec["list"]
        if not isinstance(text, str):
            raise DeckRequestError(seat, [deck_text("list_not_text", lang)])
        if len(text) > MAX_LIST_CHARS:
            raise DeckRequestError(seat, [deck_text("list_too_long", lang, n=MAX_LIST_CHARS)])
        name = None
    deck, problems = _parse_all(text, lang)
    if deck is None:
        raise DeckRequestError(seat, problems)
    if name is not None and deck.name is None:
        deck = DeckList(deck.main, deck.sideboard, deck.commander, name)
    if format not in UNCHECKED:
        problems += [p.text(lang) for p in deck_problems(deck, format)]
    else:  # no deck construction checks, but only a Commander deck has a commander (CR 903.3)
        problems += [p.text(lang) for p in commander_section_problems(deck, format)]
    keys = [*deck.card_keys(), *(e.card.key for e in deck.commander)]
    for key in dict.fromkeys(keys):
        try:
            require_implemented(key)
        except UnimplementedCardError as e:
            problems.append(unimplemented_text(e, lang))
    if problems:
        raise DeckRequestError(seat, problems)
    return deck


def _bundled_text(name: str) -> str:
    from importlib import resources
    return resources.files("manastack").joinpath("data", "decks", f"{name}.txt") \
        .read_text(encoding="utf-8")
