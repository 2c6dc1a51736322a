"""Tokens in Japanese: the name and rules text a Japanese player reads (CR 111.4, 111.10a, 114.2).

A token's card data is English: ``tokens.json`` names a token after its subtypes ("Zombie
Token", CR 111.4) and gives its abilities as Oracle lines; an effect-defined token
(``dsl.tokens.TokenSpec``) and a predefined one (CR 111.10a's Treasure) alike. Their Japanese
comes from ``data/token_texts_ja.tsv`` and ``data/creature_types_ja.tsv``:

* a token named after its subtypes is named by their Japanese words joined with ``・``, as the
  cards join a token's types (「ゾンビ・軍団・クリーチャー・トークン」), followed by
  「・トークン」 (the glossary's word): 「ゾンビ・トークン」, 「手掛かり・トークン」; a token
  with a name of its own (CR 111.10a's Treasure, named by its subtype) is named by that
  word alone;
* an emblem is named after its planeswalker (CR 114.2): 「<its Japanese name>の紋章」;
* the faces of the Day // Night card are 昼 and 夜 (CR 730);
* each line of rules text is the Japanese line the table gives for that Oracle line; a token
  whose every line is known has a Japanese text, any other none (its English stays).

The table's rows say where each word and line comes from: quoted from a card's Japanese text
(a token's ability in 「」, a keyword's reminder), the glossary's word, or composed from such
official words (named in the row) where no card prints that exact line.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from importlib import resources

EMBLEM_SUFFIX = " Emblem"
TOKEN_SUFFIX = " Token"


@functools.cache
def _table() -> dict[tuple[str, str], str]:
    """``(kind, English)`` → Japanese: the rows of ``token_texts_ja.tsv`` (kinds ``type``,
    ``name``, ``line``) and the creature types of ``creature_types_ja.tsv`` (kind ``type``)."""
    data = resources.files("manastack").joinpath("data")
    out: dict[tuple[str, str], str] = {}
    for line in data.joinpath("creature_types_ja.tsv").read_text(
            encoding="utf-8").splitlines()[1:]:
        en, ja = line.split("\t")[:2]
        out[("type", en)] = ja
    for line in data.joinpath("token_texts_ja.tsv").read_text(
            encoding="utf-8").splitlines()[1:]:
        kind, en, ja = line.split("\t")[:3]
        out[(kind, en)] = ja
    return out


def token_name_ja(name: str, subtypes: Iterable[str],
                  names_ja: dict[str, str | None] | None = None) -> str | None:
    """The Japanese name of a token, emblem or Day // Night face named ``name`` with
    ``subtypes``; ``names_ja`` gives the Japanese names of cards (for an emblem's
    planeswalker). None when a word has no Japanese in the data."""
    table = _table()
    subtypes = tuple(subtypes)
    if name.endswith(TOKEN_SUFFIX) and " ".join(subtypes) == name.removesuffix(TOKEN_SUFFIX):
        words = [table.get(("type", t)) for t in subtypes]
        if not words or None in words:
            return None
        return "・".join([*(w for w in words if w), table[("name", "Token")]])
    if name.endswith(EMBLEM_SUFFIX):
        walker = (names_ja or {}).get(name.removesuffix(EMBLEM_SUFFIX))
        return None if walker is None else f"{walker}の{table[('name', 'Emblem')]}"
    if subtypes == (name,) and ("type", name) in table:
        return table[("type", name)]  # a token named by its subtype (CR 111.10a)
    return table.get(("name", name))


def token_text_ja(oracle_text: str) -> str | None:
    """The Japanese rules text of a token whose Oracle text is ``oracle_text``, line by line;
    ``""`` for none, None when a line has no Japanese in the data."""
    if not oracle_text:
        return ""
    table = _table()
    lines = [table.get(("line", line)) for line in oracle_text.split("\n")]
    return None if None in lines else "\n".join(line for line in lines if line is not None)
