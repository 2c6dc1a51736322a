"""Looking at and revealing cards (CR 701.20): "look at the top card of your library", "reveal
it". The cards stay where they are; only who knows them changes.

Pure description: ``manastack.rules.looking`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from manastack.dsl.filters import Filter
from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import Ref, You
from manastack.state.zones import Zone

__all__ = ["LookAt", "LookAtHand", "Reveal", "SortRevealed"]


@dataclass(frozen=True)
class LookAt(Effect):
    """The (first) player of ``who`` looks at the cards of ``what`` (CR 701.20e): only that
    player learns them; they stay where they are. Nothing happens if there is none."""

    what: Ref
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class Reveal(Effect):
    """The (first) player of ``who`` reveals the cards of ``what`` (CR 701.20a): every player
    sees them; they stay where they are."""

    what: Ref
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class SortRevealed(Effect):
    """"Put all [filter] cards revealed this way into [to] and the rest into [rest_to]": the
    cards of ``what`` move at once, each to its zone (CR 608.2c)."""

    what: Ref
    filter: Filter
    to: Zone
    rest_to: Zone


@dataclass(frozen=True)
class LookAtHand(Effect):
    """You look at the hand of the (first) player of ``whose`` and, with ``top``, the top
    ``top`` cards of their library ("look at target player's hand and the top card of that
    player's library"): only you learn them (ONS-FAQ-151, ONS-FAQ-153)."""

    whose: Ref
    top: int = 0
