"""The rulings of a card: the official rulings (the vendored ``data/card_rulings.json``, with
their ids and dates) and the release-notes rulings in Japanese (``data/seed_rulings.json``).
Shown by the clients' card details (the terminal's and the web client's)."""

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
    card = database().find(name)
    names = {name} | ({card.name} | {f.name for f in card.faces} if card else set())
    out: list[dict[str, Any]] = []
    for n in sorted(names):
        out.extend(_seed_rulings_by_card().get(n, ()))
    return out
