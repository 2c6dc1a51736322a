"""Counts for characteristic-defining abilities (CR 604.3, 613.4a), ``(game, player) -> int`` read from printed characteristics because they run inside
the layer pass (``pt_from_count``: "the number of instant and sorcery cards in your graveyard
plus the number of cards with flashback you own in exile").

Pure description: ``manastack.rules.counting`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.interpreted import Interpreted
from manastack.state.zones import Zone

__all__ = ["CardsOwnedPrinted", "CountsAdded"]


@dataclass(frozen=True)
class CardsOwnedPrinted(Interpreted):
    """How many cards the player owns in ``zone`` (their graveyard, hand or library; exile)
    whose printed card types include one of ``types`` (any, if none given) and that have the
    keyword ``keyword`` (if given)."""

    zone: Zone
    types: tuple[str, ...] = ()
    keyword: str = ""


@dataclass(frozen=True)
class CountsAdded(Interpreted):
    """The sum of several counts of this kind for the same player."""

    parts: tuple[Interpreted, ...]
