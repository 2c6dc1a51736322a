"""Replacement effects a resolving spell or ability creates for a while (CR 614, 611.2a): "If
that creature would die this turn, exile it instead."

Pure description: ``manastack.rules.shields`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import Ref

__all__ = ["ExileIfItWouldDieThisTurn"]


@dataclass(frozen=True)
class ExileIfItWouldDieThisTurn(Effect):
    """"If [that creature] would die this turn, exile it instead" (CR 614.1a, 700.4): a
    replacement effect on each permanent of ``what`` still on the battlefield, used once, until
    end of turn; it follows that object only (CR 400.7)."""

    what: Ref
