"""The English → Japanese glossary of game terms (``data/glossary-ja.tsv``).

Each row gives an English term, its current official Japanese wording, the 2002 wording where it
differs, and the evidence it was found in (see ``data/PROVENANCE.md``).  English terms carry a
note in parentheses where a word has several senses, e.g. ``"exile (the zone)"`` and
``"exile (verb)"``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib import resources

__all__ = ["GlossaryEntry", "glossary", "glossary_entries", "ja_counter", "ja_counters",
           "ja_keyword", "ja_term"]


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    """One row of the glossary."""

    en_term: str
    ja_term: str
    ja_older: str | None
    """The 2002 Onslaught FAQ's wording, when it differs from the current one."""
    evidence_en: str
    evidence_ja: str
    source: str


@functools.cache
def _entries() -> tuple[GlossaryEntry, ...]:
    text = (
        resources.files("manastack").joinpath("data", "glossary-ja.tsv").read_text(encoding="utf-8")
    )
    lines = text.splitlines()
    header = lines[0].split("\t")
    expected = ["en_term", "ja_term", "ja_older", "evidence_en", "evidence_ja", "source"]
    if header != expected:
        raise ValueError(f"unexpected glossary header {header!r}")
    entries = []
    for line in lines[1:]:
        if not line.strip():
            continue
        en, ja, older, ev_en, ev_ja, source = line.split("\t")
        entries.append(GlossaryEntry(en, ja, older or None, ev_en, ev_ja, source))
    return tuple(entries)


def glossary_entries() -> list[GlossaryEntry]:
    """All rows, in file order."""
    return list(_entries())


@functools.cache
def _mapping() -> dict[str, str]:
    return {entry.en_term: entry.ja_term for entry in _entries()}


def glossary() -> dict[str, str]:
    """``{en_term: ja_term}`` for every row (a copy; the English keys include sense notes)."""
    return dict(_mapping())


@functools.cache
def _loose() -> dict[str, str | None]:
    """Case-folded term, and term without its parenthesised note, → ja_term (None if ambiguous)."""
    loose: dict[str, str | None] = {}
    for entry in _entries():
        for key in {entry.en_term.casefold(), entry.en_term.split(" (")[0].casefold()}:
            if key in loose and loose[key] != entry.ja_term:
                loose[key] = None
            else:
                loose[key] = entry.ja_term
    return loose


def ja_term(en_term: str) -> str:
    """The Japanese wording of an English term.

    Accepts the exact ``en_term`` of a row, or the term case-insensitively and without its
    parenthesised sense note when that is unambiguous (``"Graveyard"``, ``"priority"``,
    ``"draw"``).  Raises :class:`KeyError` for a term not in the glossary or an ambiguous one
    (``"exile"``: the zone or the verb).
    """
    exact = _mapping().get(en_term)
    if exact is not None:
        return exact
    found = _loose().get(en_term.strip().casefold())
    if found is None:
        raise KeyError(f"no unambiguous glossary entry for {en_term!r}")
    return found


@functools.cache
def _keywords() -> dict[str, str]:
    """``data/keywords_ja.tsv``: keywords the glossary lacks, with the card texts showing them."""
    text = resources.files("manastack").joinpath("data", "keywords_ja.tsv").read_text(
        encoding="utf-8")
    return {row[0]: row[1] for row in (line.split("\t") for line in text.splitlines()[1:]) if row[0]}


def ja_keyword(keyword: str) -> str:
    """The official Japanese word of a keyword (CR 702) or keyword action (CR 701) as the card
    data lists it (``"Flying"``, ``"Scry"``): the glossary's, else ``data/keywords_ja.tsv``'s.
    Raises :class:`KeyError` for a keyword with neither."""
    try:
        return ja_term(keyword)
    except KeyError:
        found = _keywords().get(keyword)
        if found is None:
            raise
        return found


@functools.cache
def _counters() -> dict[str, str]:
    """``data/counters_ja.tsv``: kinds of counter the glossary lacks (CR 122.1), with the card
    texts showing them."""
    text = resources.files("manastack").joinpath("data", "counters_ja.tsv").read_text(
        encoding="utf-8")
    return {row[0]: row[1] for row in (line.split("\t") for line in text.splitlines()[1:]) if row[0]}


def ja_counter(kind: str) -> str:
    """The official Japanese word of a kind of counter (CR 122.1: ``"+1/+1"``, ``"corpse"``):
    the glossary's "[kind] counter", else ``data/counters_ja.tsv``'s. Raises
    :class:`KeyError` for a kind with neither."""
    try:
        return ja_term(f"{kind} counter")
    except KeyError:
        found = _counters().get(kind)
        if found is None:
            raise
        return found


def ja_counters() -> dict[str, str]:
    """Every kind of counter with an official Japanese word (CR 122.1), ``{kind: word}``: the
    glossary's "[kind] counter" rows and ``data/counters_ja.tsv``'s, as :func:`ja_counter`
    finds them (what the browser client names counters by)."""
    out = {e.en_term[:-len(" counter")]: e.ja_term for e in _entries()
           if e.en_term.endswith(" counter") and " " not in e.en_term[:-len(" counter")]}
    out.update({k: v for k, v in _counters().items() if k not in out})
    return out
