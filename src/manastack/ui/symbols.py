"""Mana as a player reads it (CR 107.4, 106.1): one symbol per mana. The engine writes the mana
an ability adds as its letters ("CC" for Temple of the False God's "Add {C}{C}", "UB" for a
bounce land's "Add {U}{B}"); every client shows them {C}{C} and {U}{B}, never {CC}. The browser
client does the same in ``web/src/symbols.ts``."""

from __future__ import annotations

from typing import Any

MANA_LETTERS = frozenset("WUBRGC")
"""A mana symbol's letter; an answer of "add {R} or {G}" is shown as the symbol."""
MANA_ORDER = "WUBRGC"
"""The order a pool's mana is shown in: the colours in their usual order, then colourless."""


def mana_symbols(mana: str) -> str:
    """Mana an ability adds, as a player reads it: one symbol per mana (CR 107.4, 106.1), the
    engine's "CC" (Temple of the False God) shown {C}{C} and "UB" {U}{B}, never {CC}. A string
    that isn't made of mana letters is one symbol ({X})."""
    if mana and all(ch in MANA_LETTERS for ch in mana):
        return "".join(f"{{{ch}}}" for ch in mana)
    return f"{{{mana}}}"


def pool_symbols(pool: dict[str, Any]) -> str:
    """A mana pool (a count per symbol, CR 106.4) as symbols, one per mana: {U}{U}{B}{C}."""
    return "".join(f"{{{k}}}" * int(pool[k]) for k in sorted(
        (k for k in pool if pool[k]), key=lambda k: (MANA_ORDER.find(k) % 7, k)))
