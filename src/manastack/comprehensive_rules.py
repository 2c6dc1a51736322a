"""The Comprehensive Rules as a reference: a rule's text by its number, and a search by words.

The engine is written against the Comprehensive Rules (``data/MagicCompRules-20260227.txt``,
effective February 27, 2026); its docstrings, log entries and errors cite rule numbers. This
module lets a player or judge read the rule behind a citation: :func:`rule` gives a numbered
rule with its subrules and examples ("704.5" lists 704.5a–704.5z), a section ("704") or a
chapter ("7"); :func:`search` finds the rules (and glossary entries) containing every word of a
query. Used by ``manastack rules`` and the line client's ``rule`` command.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from importlib import resources

EFFECTIVE = "February 27, 2026"
EFFECTIVE_JA = "2026年2月27日"
MAX_RULES = 60
"""At most this many rules are shown for one number (a whole section has more)."""
"""The date the vendored rules took effect."""

_NUMBER = re.compile(r"^(\d{3})\.(\d+)([a-z]?)\.?\s")
_SECTION = re.compile(r"^(\d{3})\.\s+(\S.*)$")
_CHAPTER = re.compile(r"^(\d)\.\s+(\S.*)$")
_QUERY = re.compile(r"^(?:CR\s*)?(\d{1,3})(?:\.(\d+)([a-z]?))?\.?$", re.IGNORECASE)


@dataclass(frozen=True)
class Rule:
    """A numbered rule (``"704.5g"``), section (``"704"``) or chapter (``"7"``): its number,
    its own text (examples included) and the numbers of the rules under it, in order."""

    number: str
    text: str
    children: tuple[str, ...] = ()


class UnknownRuleError(KeyError):
    """A rule number the Comprehensive Rules don't have (``kind`` "unknown"), or a malformed
    one ("malformed")."""

    def __init__(self, query: str, reason: str, kind: str = "unknown") -> None:
        super().__init__(query)
        self.query = query
        self.reason = reason
        self.kind = kind

    def __str__(self) -> str:
        return f"no rule {self.query!r}: {self.reason}"


@functools.cache
def _rules() -> tuple[dict[str, Rule], dict[str, str]]:
    """Every rule by number, and the glossary's entries by term."""
    text = resources.files("manastack").joinpath(
        "data", "MagicCompRules-20260227.txt").read_text(encoding="utf-8")
    lines = text.split("\n")
    start = next(i for i, line in enumerate(lines) if line.strip() == "Credits")
    body = next(i for i, line in enumerate(lines) if i > start and _CHAPTER.match(line))
    glossary_at = next(i for i, line in enumerate(lines)
                       if i > body and line.strip() == "Glossary")
    own: dict[str, list[str]] = {}
    children: dict[str, list[str]] = {}
    order: list[str] = []
    current = ""
    for line in lines[body:glossary_at]:
        if not line.strip():
            continue
        m = _NUMBER.match(line)
        s = _SECTION.match(line) if m is None else None
        c = _CHAPTER.match(line) if m is None and s is None else None
        number = parent = None
        if m is not None:
            sec, num, letter = m.groups()
            number = f"{sec}.{num}{letter}"
            parent = f"{sec}.{num}" if letter else sec
        elif s is not None:
            number, parent = s.group(1), s.group(1)[0]
        elif c is not None:
            number = c.group(1)
        if number is None:
            if current:
                own[current].append(line)  # an example or a continued paragraph
            continue
        current = number
        own[number] = [line]
        order.append(number)
        if parent is not None and parent != number:
            children.setdefault(parent, []).append(number)
    rules = {n: Rule(n, "\n".join(own[n]), tuple(children.get(n, ()))) for n in order}
    glossary: dict[str, str] = {}
    term: str | None = None
    end = max(i for i, line in enumerate(lines) if line.strip() == "Credits")
    for line in lines[glossary_at + 1:end]:
        if not line.strip():
            term = None
        elif term is None:
            term = line.strip()
            glossary[term] = ""
        else:
            glossary[term] = (glossary[term] + "\n" + line).strip()
    return rules, glossary


def rule(query: str) -> Rule:
    """The rule numbered ``query`` ("704.5g", "CR 704.5g", "704.5", "704", "7"). Raises
    :class:`UnknownRuleError` naming the problem for a malformed or unknown number."""
    q = query.strip()
    m = _QUERY.match(q)
    if m is None:
        raise UnknownRuleError(q, "a rule number looks like 704.5g, 704.5, 704 or 7",
                               "malformed")
    sec, num, letter = m.groups()
    number = sec if num is None else f"{sec}.{num}{letter.lower()}"
    found = _rules()[0].get(number)
    if found is None:
        raise UnknownRuleError(q, "the Comprehensive Rules have no such rule")
    return found


def with_subrules(number: str) -> list[Rule]:
    """The rule ``number`` and the rules under it (a subrule's own subrules included), in
    order."""
    out = [rule(number)]
    for child in out[0].children:
        out.extend(with_subrules(child))
    return out


def glossary_entry(term: str) -> str | None:
    """The glossary's definition of ``term`` (any case), or None."""
    glossary = _rules()[1]
    key = term.strip().lower()
    return next((v for k, v in glossary.items() if k.lower() == key), None)


def search(words: str, limit: int = 20) -> list[Rule]:
    """The numbered rules whose text contains every word of ``words`` (any case), in order, at
    most ``limit``."""
    wanted = [w.lower() for w in words.split() if w]
    if not wanted:
        return []
    out = []
    for r in _rules()[0].values():
        low = r.text.lower()
        if all(w in low for w in wanted):
            out.append(r)
            if len(out) == limit:
                break
    return out
