"""Keyword abilities that are activated abilities (CR 702): cycling (702.29), typecycling,
equip (702.6), outlast. Each keyword maps to the activated ability it stands for."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from manastack.dsl import effects as E
from manastack.dsl import refs as R
from manastack.dsl.abilities import ActivatedAbility, Keyword, TargetSpec
from manastack.dsl.costs import Cost
from manastack.dsl.filters import CREATURE_YOU_CONTROL, Filter
from manastack.state.zones import Zone

TYPECYCLING = {"Swampcycling": "Swamp", "Islandcycling": "Island",
               "Forestcycling": "Forest", "Mountaincycling": "Mountain",
               "Plainscycling": "Plains"}


@cache
def _cycling(kw: Keyword) -> ActivatedAbility:
    """CR 702.29a: "[Cost], Discard this card: Draw a card." from the hand."""
    cost = replace(kw.cost or Cost(), discard_self=True)
    if kw.name in TYPECYCLING:
        land = TYPECYCLING[kw.name]
        eff: tuple[Any, ...] = (E.Search(Filter(subtypes=(land,), label=f"{land} card")),)
    else:
        eff = (E.Draw(1),)
    return ActivatedAbility(cost=cost, effects=eff, zone=Zone.HAND, text=kw.text)


@cache
def _equip(kw: Keyword) -> ActivatedAbility:
    """CR 702.6a: "[Cost]: Attach to target creature you control. Equip only as a sorcery." """
    return ActivatedAbility(cost=kw.cost or Cost(), effects=(E.Attach(R.Target(0)),),
                            targets=(TargetSpec(filter=CREATURE_YOU_CONTROL,
                                                label="creature you control"),),
                            sorcery_speed=True, text=kw.text)


@cache
def _outlast(kw: Keyword) -> ActivatedAbility:
    """CR 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Outlast only as a
    sorcery." """
    return ActivatedAbility(cost=replace(kw.cost or Cost(), tap=True),
                            effects=(E.PutCounters(R.Self(), "+1/+1", 1),),
                            sorcery_speed=True, text=kw.text)


def keyword_activated(kw: Keyword, obj: Any, c: Any) -> ActivatedAbility | None:
    """The activated ability a keyword stands for, if it is one."""
    if kw.name == "Cycling" or kw.name in TYPECYCLING:
        return _cycling(kw)
    if kw.name == "Equip":
        return _equip(kw)
    if kw.name == "Outlast":
        return _outlast(kw)
    return None


def is_cycling(kw: Any) -> bool:
    return isinstance(kw, Keyword) and (kw.name == "Cycling" or kw.name in TYPECYCLING)
