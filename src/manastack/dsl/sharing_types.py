"""Creature types in common (CR 205.3m, 205.3c): "creatures that share a creature type with
the sacrificed creature", "creatures that aren't of a creature type chosen this way", "three
or more creatures that share a creature type", "as long as you control a Beast".

Pure description: ``manastack.rules.sharing_types`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import Interpreted
from manastack.dsl.refs import Amount, Ref

__all__ = ["MostSharingACreatureType", "NotOfChosenTypes", "SharingACreatureType",
           "YouControlA"]


@dataclass(frozen=True)
class SharingACreatureType(Ref, Interpreted):
    """The objects matching ``filter`` now that share a creature type with an object of
    ``with_`` still in the game (``Sacrificed()``: the permanent sacrificed to pay the cost, as
    it was sacrificed, CR 608.2h). An object with no creature type shares none."""

    filter: Filter
    with_: Ref


@dataclass(frozen=True)
class NotOfChosenTypes(Ref, Interpreted):
    """The objects matching ``filter`` now that have none of the creature types chosen earlier
    in the same resolution and kept under ``var`` (one type or several, e.g. collected from
    each player with ``Collect``)."""

    filter: Filter
    var: str


@dataclass(frozen=True)
class MostSharingACreatureType(Amount, Interpreted):
    """The largest number of objects matching ``filter`` that the (first) player of ``player``
    controls and that all have one creature type ("three or more creatures that share a
    creature type": at least 3)."""

    filter: Filter
    player: Ref


@dataclass(frozen=True)
class YouControlA(Interpreted):
    """A condition of a static ability: "as long as you control a [subtype]" — a permanent
    whose printed subtypes include it (read without the layer pass the condition is part of,
    CR 604.3; phased-out permanents don't count, CR 702.26b)."""

    subtype: str
