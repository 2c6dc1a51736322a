"""Parsing keyword lines of Oracle text into Keyword records (CR 702).

A line made only of keyword abilities ("Flying, vigilance", "Morph {2}{W}{W}",
"Protection from Goblins", "Ward—Pay 3 life") needs no card code.
"""

from __future__ import annotations

import re

from manastack.dsl.abilities import Keyword
from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost

SIMPLE = {
    "flying": "Flying", "first strike": "First strike", "double strike": "Double strike",
    "trample": "Trample", "deathtouch": "Deathtouch", "lifelink": "Lifelink",
    "vigilance": "Vigilance", "haste": "Haste", "reach": "Reach", "defender": "Defender",
    "menace": "Menace", "indestructible": "Indestructible", "hexproof": "Hexproof",
    "shroud": "Shroud", "fear": "Fear", "flash": "Flash", "daybound": "Daybound",
    "nightbound": "Nightbound", "decayed": "Decayed", "skulk": "Skulk", "changeling": "Changeling",
    "swampwalk": "Swampwalk", "islandwalk": "Islandwalk", "forestwalk": "Forestwalk",
    "mountainwalk": "Mountainwalk", "plainswalk": "Plainswalk", "convoke": "Convoke",
    "evolve": "Evolve", "partner": "Partner",
}
WITH_COST = {
    "morph": "Morph", "cycling": "Cycling", "flashback": "Flashback", "disturb": "Disturb",
    "equip": "Equip", "ward": "Ward", "outlast": "Outlast",
    "swampcycling": "Swampcycling", "islandcycling": "Islandcycling",
    "forestcycling": "Forestcycling", "mountaincycling": "Mountaincycling",
    "plainscycling": "Plainscycling",
}
LANDWALK = {"Swampwalk": "Swamp", "Islandwalk": "Island", "Forestwalk": "Forest",
            "Mountainwalk": "Mountain", "Plainswalk": "Plains"}

_REMINDER = re.compile(r"\s*\([^)]*\)")


def strip_reminder(line: str) -> str:
    """Remove reminder text in parentheses (CR 207.2)."""
    return _REMINDER.sub("", line).strip()


def _parse_cost(text: str) -> Cost | None:
    text = text.strip()
    if not text:
        return None
    m = re.fullmatch(r"(?:—|-)\s*Pay (\d+) life", text, re.IGNORECASE)
    if m:
        return Cost(pay_life=int(m.group(1)))
    if re.fullmatch(r"(?:—|-)\s*Discard a card", text, re.IGNORECASE):
        return Cost(discard=1)  # "Ward—Discard a card."
    if re.fullmatch(r"(\{[^}]+\})+", text):
        return Cost(mana=ManaCost.parse(text))
    return None


def parse_keyword(part: str) -> Keyword | None:
    """One keyword ability, or None if ``part`` is not one."""
    p = part.strip().rstrip(".")
    low = p.lower()
    if low in SIMPLE:
        return Keyword(SIMPLE[low], text=p)
    m = re.fullmatch(r"protection from (.+)", low)
    if m:
        return Keyword("Protection", m.group(1), text=p)
    m = re.fullmatch(r"hexproof from (.+)", low)
    if m:  # CR 702.11d
        return Keyword("Hexproof from", m.group(1), text=p)
    m = re.fullmatch(r"enchant (.+)", low)
    if m:
        return Keyword("Enchant", m.group(1), text=p)
    m = re.fullmatch(r"([a-z]+)\s*((?:—|-)?\s*.*)", low)
    if m and m.group(1) in WITH_COST:
        rest = p[len(m.group(1)):].strip()
        cost = _parse_cost(rest)
        if cost is not None:
            return Keyword(WITH_COST[m.group(1)], cost=cost, text=p)
    m = re.fullmatch(r"ward (\{[^}]+\}+)", low)
    return None


def parse_keyword_line(line: str) -> list[Keyword] | None:
    """All keywords of a line such as "Flying, first strike", or None if the line has anything
    else in it."""
    text = strip_reminder(line)
    if not text:
        return None
    parts = [text] if ("{" in text and "," not in text) else [t for t in text.split(",")]
    out: list[Keyword] = []
    for part in parts:
        kw = parse_keyword(part)
        if kw is None:
            whole = parse_keyword(text)
            return [whole] if whole is not None else None
        out.append(kw)
    return out
