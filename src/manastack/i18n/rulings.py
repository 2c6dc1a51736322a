"""The rulings of a card: the official rulings (the vendored ``data/card_rulings.json``, with
their ids and dates) and the release-notes rulings in Japanese (``data/seed_rulings.json``).
Shown by the clients' card details (the terminal's and the web client's).

A card's Japanese rulings are the release notes' rulings about that card, then the general ones
(of a mechanic, not of one card: day and night, disturb, flashback, morph…) whose English is
word for word one of the card's official rulings, so that a Japanese player reads, for
instance, Brutal Cathar's day/night rulings (MID-OR-0033 …) in the release notes' Japanese
(MID-RN-001 …)."""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Any

from manastack.cards.database import database


@functools.cache
def _rulings_by_card() -> dict[str, list[dict[str, Any]]]:
    text = resources.files("manastack.data").joinpath("card_rulings.json").read_text("utf-8")
    out: dict[str, list[dict[str, Any]]] = {}
    for entry in json.loads(text):
        out.setdefault(entry["card"], []).append(entry)
    return out


@functools.cache
def _general_rulings_by_english() -> dict[str, dict[str, Any]]:
    """The release notes' general rulings (no card of their own) by their English ruling."""
    text = resources.files("manastack.data").joinpath("seed_rulings.json").read_text("utf-8")
    return {entry["en_ruling"]: entry for entry in json.loads(text)
            if not entry.get("card") and entry.get("en_ruling") and entry.get("text_ja")
            and not entry.get("obsolete_note")}


@functools.cache
def _seed_rulings_by_card() -> dict[str, list[dict[str, Any]]]:
    text = resources.files("manastack.data").joinpath("seed_rulings.json").read_text("utf-8")
    out: dict[str, list[dict[str, Any]]] = {}
    for entry in json.loads(text):
        if entry.get("card") and not entry.get("obsolete_note"):
            out.setdefault(entry["card"], []).append(entry)
    return out


def rulings_for(name: str) -> list[dict[str, Any]]:
    """The official rulings of the card named ``name`` (English name of the card or of one of
    its faces), with their ids and dates."""
    card = database().find(name)
    names = {name} | ({card.name} | {f.name for f in card.faces} if card else set())
    out: list[dict[str, Any]] = []
    for n in sorted(names):
        out.extend(_rulings_by_card().get(n, ()))
    return out


def japanese_rulings_for(name: str) -> list[dict[str, Any]]:
    """The release notes' Japanese rulings of the card named ``name``: those about the card,
    then the general ones that are its official rulings in Japanese (see the module)."""
    card = database().find(name)
    names = {name} | ({card.name} | {f.name for f in card.faces} if card else set())
    out: list[dict[str, Any]] = []
    for n in sorted(names):
        out.extend(_seed_rulings_by_card().get(n, ()))
    general = _general_rulings_by_english()
    for official in rulings_for(name):
        entry = general.get(official["text"])
        if entry is not None and entry not in out:
            out.append(entry)
    return out
