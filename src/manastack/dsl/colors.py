"""Amounts counting colors (CR 105): "the number of colors that spell is", "the number of colors
among permanents you control".

Pure description: ``manastack.rules.colors`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import Interpreted
from manastack.dsl.refs import Amount, Ref

__all__ = ["ColorsAmong", "ColorsOf"]


@dataclass(frozen=True)
class ColorsOf(Amount, Interpreted):
    """How many colors the (first) object of ``of`` is (CR 105.2), now or, if it has left its
    zone, as it last existed (CR 608.2h): "draw a card for each of that spell's colors" with
    ``ColorsOf(Triggerer())``. A colorless object has none (CR 105.2c)."""

    of: Ref


@dataclass(frozen=True)
class ColorsAmong(Amount, Interpreted):
    """How many different colors appear among the objects matching ``filter`` now: "the number
    of colors among permanents you control" (CR 105.2)."""

    filter: Filter
