"""Card facts for the web client: a card's details (printed faces in English and Japanese,
Oracle text, rulings) and the Japanese names of the cards a view names.

Both are public: a card's printed facts are the same for everyone, and the names are looked up
from what a seat's own view already shows, never from a deck."""

from __future__ import annotations

import functools
from typing import Any

from manastack.cards.database import database
from manastack.i18n.rulings import japanese_rulings_for, rulings_for
from manastack.i18n.text import card_name

MAX_NAME = 80
ENGLISH_NAME = "{name}（英語名）"  # the terminal clients' mark (ui/messages.py)


@functools.lru_cache(maxsize=4096)
def japanese_name(name: str) -> str | None:
    """The Japanese name of the card or face named ``name`` (English). A card or face whose
    official Japanese name the data lacks (a user-defined card; every ONS, MID and MIC face has
    one, ``data/PROVENANCE.md``) gets its English name marked as such, 「Name（英語名）」, as in
    the terminal clients; None for no such card."""
    if len(name) > MAX_NAME:
        return None
    card = database().find(name)
    if card is None:
        return _token_name_ja(name)
    if name == card.name:
        ja = card_name(card, "ja")
        return ja if ja != name else ENGLISH_NAME.format(name=name)
    for face in card.faces:
        if face.name == name:
            return face.name_ja or ENGLISH_NAME.format(name=name)
    return None


def _token_name_ja(name: str) -> str | None:
    """The Japanese name of the token named ``name``: its record's (CR 111.4, ``cards.
    token_texts``), or for a token no record names, named after its subtypes ("Bear
    Token"), their official words; None for no such token or emblem."""
    from manastack.cards.database import UnknownCardError
    from manastack.cards.token_texts import token_name_ja
    if not name.endswith((" Token", " Emblem")):
        return None
    try:
        token = database().token(name)
    except UnknownCardError:
        return token_name_ja(name, name.removesuffix(" Token").split())
    face = next((f for f in token.faces if f.name == name), token.faces[0])
    return face.name_ja


def names_ja(view: Any) -> dict[str, str]:
    """English name -> Japanese name for every card name in ``view``."""
    out: dict[str, str] = {}
    stack = [view]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
        elif isinstance(x, str) and x not in out and len(x) <= MAX_NAME:
            ja = japanese_name(x)
            if ja:
                out[x] = ja
    return out


def card_details(name: str) -> dict[str, Any] | None:
    """The printed facts of the card named ``name`` (English or Japanese, a card or one of
    its faces) and its rulings, or None for no such card. A face's ``text_ja`` is the printed
    Japanese text, or with ``text_ja_current`` the current official Japanese wording (the
    data has only that for Onslaught and the Midnight Hunt double-faced cards)."""
    if not isinstance(name, str) or len(name) > MAX_NAME:
        return None
    card = database().find(name)
    if card is None:
        return None
    faces = [{"name": f.name, "name_ja": f.name_ja, "mana_cost": f.mana_cost,
              "type_line": f.type_line, "text": f.oracle_text, "text_ja": f.text_ja,
              "text_ja_current": f.text_ja_current,
              "power": f.power, "toughness": f.toughness, "loyalty": f.loyalty}
             for f in card.faces]
    return {"name": card.name, "name_ja": card_name(card, "ja"), "key": card.key,
            "faces": faces,
            "rulings": [{"id": r["id"], "date": r.get("date"), "text": r["text"]}
                        for r in rulings_for(card.name)],
            "rulings_ja": [{"id": r["id"], "text": r.get("text_ja")}
                           for r in japanese_rulings_for(card.name) if r.get("text_ja")]}
