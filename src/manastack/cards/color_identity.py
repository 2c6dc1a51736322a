"""Colour identity (CR 903.4): the colours of the mana symbols in a card's mana cost and rules
text, plus its colour indicator and colours defined by characteristic-defining abilities, over
both faces of a double-faced card (903.4d); reminder text is ignored (903.4c)."""

from __future__ import annotations

import re
from functools import cache

from manastack.cards.card_records import CardData

COLORS = ("W", "U", "B", "R", "G")
BASIC_LAND_COLORS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""The colour of mana each basic land type's intrinsic ability adds (CR 305.6, 903.5d)."""

_SYMBOL = re.compile(r"\{([^}]+)\}")
_REMINDER = re.compile(r"\([^)]*\)")


def color_identity(card: CardData) -> frozenset[str]:
    """CR 903.4: ``card``'s colour identity, as colour letters."""
    return _identity(card)


@cache
def _identity(card: CardData) -> frozenset[str]:
    out: set[str] = set()
    for f in card.faces:
        text = _REMINDER.sub("", f.oracle_text or "")
        for sym in _SYMBOL.findall((f.mana_cost or "") + " " + text):
            out.update(ch for ch in sym.upper().split("/") if ch in COLORS)
        out.update(c for c in (f.color_indicator or ()) if c in COLORS)
        out.update(c for c in f.colors if c in COLORS)  # CDAs ("~ is all colors", 903.4)
    return frozenset(out)


def basic_land_type_colors(card: CardData) -> frozenset[str]:
    """CR 903.5d: the colours of mana a card with basic land types could produce through them."""
    return frozenset(BASIC_LAND_COLORS[t] for f in card.faces for t in f.subtypes
                     if t in BASIC_LAND_COLORS)
