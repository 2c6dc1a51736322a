"""Creature types in common (CR 205.3m, 205.3c): "creatures that share a creature type with
the sacrificed creature", "creatures that aren't of a creature type chosen this way", "three
or more creatures that share a creature type", "as long as you control a Beast".

Pure description: ``manastack.rules.sharing_types`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.dsl.abilities import StaticAbility
from manastack.dsl.effects import Modify
from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import Interpreted
from manastack.dsl.refs import Amount, Ref

__all__ = ["AbilitiesIfYouControlA", "MostSharingACreatureType", "NotOfChosenTypes",
           "SharingACreatureType", "abilities_if_you_control_a"]


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
class AbilitiesIfYouControlA(Interpreted):
    """Layer 6 (CR 613.1f): the affected object gains what ``grant`` adds in layer 6 (keywords,
    abilities) as long as the controller of the effect's source controls a permanent with the
    subtype ``subtype``, its types as the layer pass has worked them out by then: after the
    type-changing effects of layer 4 (CR 613.1d, a Glory Seeker made a Goblin is a Goblin) and
    the control-changing ones of layer 2 (613.1b). A face-down permanent has no subtype (CR
    708.2a); a phased-out one is treated as though it doesn't exist (702.26b)."""

    subtype: str
    grant: Modify


def abilities_if_you_control_a(subtype: str, keywords: tuple[str, ...] = (),
                               abilities: tuple[Any, ...] = ()) -> StaticAbility:
    """"[This] has [keywords and abilities] as long as you control a [subtype]" (Tribal
    Golem)."""
    return StaticAbility(modify=Modify(custom_layer="6", custom=AbilitiesIfYouControlA(
        subtype, Modify(add_keywords=keywords, abilities=abilities))), affects="self")
