"""Looking at and revealing cards (CR 701.20): "look at the top card of your library", "reveal
it". The cards stay where they are; only who knows them changes.

Pure description: ``manastack.rules.looking`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import Ref, You

__all__ = ["LookAt", "Reveal"]


@dataclass(frozen=True)
class LookAt(Effect):
    """The (first) player of ``who`` looks at the cards of ``what`` (CR 701.20b): only that
    player learns them; they stay where they are. Nothing happens if there is none."""

    what: Ref
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class Reveal(Effect):
    """The (first) player of ``who`` reveals the cards of ``what`` (CR 701.20a): every player
    sees them; they stay where they are."""

    what: Ref
    who: Ref = field(default_factory=You)
